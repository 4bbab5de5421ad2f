// The writers of bench:server's reads under writes: 10 signed-in users like, collect, join and
// cancel random activities at 50 writes a second, and new users log in at 2 a second.
import { createClient, createStats, logIn, userAddress } from './load-client.mjs';

const WRITERS = 10;
export const WRITES_PER_S = 50;
export const LOGINS_PER_S = 2;

const pick = (items) => items[Math.floor(Math.random() * items.length)];
let nextMobile = 0;
const freshMobile = () => `137${String(10_000_000 + process.pid * 1000 + nextMobile++).slice(-8)}`;

/**
 * Writes at `WRITES_PER_S` from `WRITERS` signed-in users (round robin, one of like, collect, join
 * or cancel on a random activity of the pool) and logs a new user in `LOGINS_PER_S` times a second,
 * until `stop`; answers the writes' outcomes.
 */
export async function startWriting(origin, activities, codes, stats = createStats()) {
	const writers = [];
	for (let i = 0; i < WRITERS; i += 1) {
		const client = createClient({ origin, localAddress: userAddress(200 + i) });
		if (!(await logIn(client, freshMobile(), codes, stats)))
			throw new Error('a writer could not log in');
		writers.push(client);
	}
	const joinable = activities.filter((item) => item.phase === 'upcoming').map((item) => item.id);
	const ids = activities.map((item) => item.id);
	const outcomes = { sent: 0, ok: 0, logins: 0, loggedIn: 0 };
	const pending = new Set();
	const track = (work) => {
		pending.add(work);
		work.finally(() => pending.delete(work));
	};
	let turn = 0;
	const write = setInterval(() => {
		const client = writers[turn % WRITERS];
		turn += 1;
		const kind = pick(['thumb', 'collect', 'join', 'cancel']);
		const id = kind === 'join' || kind === 'cancel' ? pick(joinable) : pick(ids);
		const [path, body] = {
			thumb: ['/activity/activityThumb', { id, state: Math.random() < 0.6 ? 1 : 0 }],
			collect: ['/activity/activityCollect', { id, state: Math.random() < 0.6 ? 1 : 0 }],
			join: ['/activity/activityJoin', { id, agree: 1 }],
			cancel: ['/activity/cancelJoin', { id }],
		}[kind];
		outcomes.sent += 1;
		track(
			client.api(path, body).then((answer) => {
				stats.record(kind, answer);
				if (answer.code === 0) outcomes.ok += 1;
			}),
		);
	}, 1000 / WRITES_PER_S);
	let address = 300;
	const login = setInterval(() => {
		const client = createClient({ origin, localAddress: userAddress(address++) });
		outcomes.logins += 1;
		track(
			logIn(client, freshMobile(), codes, stats).then((ok) => {
				if (ok) outcomes.loggedIn += 1;
				client.close();
			}),
		);
	}, 1000 / LOGINS_PER_S);
	return {
		outcomes,
		async stop() {
			clearInterval(write);
			clearInterval(login);
			await Promise.all(pending);
			for (const client of writers) client.close();
			return { ...outcomes, stats };
		},
	};
}
