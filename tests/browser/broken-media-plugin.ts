import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** URL prefix that mirrors public/media with one segment broken on purpose. */
export const BROKEN_PREFIX = '/broken-media/';

/**
 * Serves public/media under /broken-media/, answering 404 for every `seg1.m4s` until the test
 * POSTs /broken-media/__heal (and /broken-media/__break to break it again). The committed fixture
 * is never touched.
 */
export function brokenMediaPlugin(publicDir: string): Plugin {
	let broken = true;
	return {
		name: 'kpy-broken-media',
		configureServer(server) {
			server.middlewares.use(async (req, res, next) => {
				const url = req.url?.split('?')[0] ?? '';
				if (!url.startsWith(BROKEN_PREFIX)) return next();
				const rest = url.slice(BROKEN_PREFIX.length);
				if (rest === '__heal' || rest === '__break') {
					broken = rest === '__break';
					res.statusCode = 204;
					res.end();
					return;
				}
				if (rest.includes('..') || (broken && rest.endsWith('/seg1.m4s'))) {
					res.statusCode = 404;
					res.end('not found');
					return;
				}
				try {
					const body = await readFile(join(publicDir, 'media', rest));
					res.setHeader('Cache-Control', 'no-store');
					res.end(body);
				} catch {
					res.statusCode = 404;
					res.end('not found');
				}
			});
		},
	};
}
