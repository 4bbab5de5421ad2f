// autocannon 9 keeps every response body as a string (`req.body += chunk` in
// lib/pipelinedRequestsQueue.js), whether or not anything reads it. Decoding compressed bytes as
// UTF-8 costs some 100 µs a response once the bodies differ from one response to the next, so on
// this two-core machine the client, not the server, set the figure: 200 cached list pages came to
// 7,400 req/s with the server two-thirds idle, the same page 200 times to 23,000. bench:server
// reads no body (no expectBody, verifyBody or onResponse), so it keeps none.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function keepNoResponseBodies() {
	const queue = require('autocannon/lib/pipelinedRequestsQueue.js');
	if (typeof queue.prototype?.addBody !== 'function') {
		throw new Error('autocannon changed: lib/pipelinedRequestsQueue.js has no addBody to turn off');
	}
	queue.prototype.addBody = () => {};
}
