import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { forgetChanged } from '../../src/server/cache/caches';
import type { CacheChange } from '../../src/server/cache/changes';
import { type CacheNotifier, createCacheNotifier } from '../../src/server/cache/notify';
import type { DbHandle } from '../../src/server/db/client';
import { loadHome } from '../../src/server/services/browse/home-loader';
import { loadActivityList } from '../../src/server/services/browse/list-loader';
import { createTestApi } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { createTestDb, POSTGRES_URL } from './helpers/test-db';

/** A notifier of one "instance" that counts the notices it takes and lets a test wait for the next. */
function instance(
	url: string,
	channel: string,
	onNotice: (change: CacheChange) => void = () => {},
) {
	const name = `kpy-test-listener-${randomBytes(4).toString('hex')}`;
	let notices = 0;
	const changes: CacheChange[] = [];
	let waiters: (() => void)[] = [];
	const notifier: CacheNotifier = createCacheNotifier({
		url,
		channel,
		applicationName: name,
		maxRetryMs: 200,
		log: () => {},
		onNotice: (change) => {
			notices += 1;
			changes.push(change);
			onNotice(change);
			for (const wake of waiters) wake();
			waiters = [];
		},
	});
	return {
		notifier,
		name,
		notices: () => notices,
		changes,
		nextNotice: () => new Promise<void>((resolve) => waiters.push(resolve)),
	};
}

if (!POSTGRES_URL)
	console.log('Cross-instance invalidation tests skipped: they need DATABASE_URL.');
describe.skipIf(!POSTGRES_URL)('cache invalidation across instances (LISTEN/NOTIFY)', () => {
	const url = POSTGRES_URL ?? '';
	const channel = `kpy_test_${randomBytes(6).toString('hex')}`;
	let handle: DbHandle;
	const opened: CacheNotifier[] = [];
	const open = (onNotice?: (change: CacheChange) => void) => {
		const made = instance(url, channel, onNotice);
		opened.push(made.notifier);
		return made;
	};

	beforeAll(async () => {
		handle = await createTestDb();
	});
	afterAll(async () => {
		await Promise.all(opened.map((notifier) => notifier.close()));
		await handle?.close();
	});

	test('a notice reaches the other instance and never the one that sent it', async () => {
		const a = open();
		const b = open();
		await Promise.all([a.notifier.ready, b.notifier.ready]);
		const bHears = b.nextNotice();
		await a.notifier.announce({ kind: 'activity', id: 7 });
		await bHears;
		const aHears = a.nextNotice();
		await b.notifier.announce({ kind: 'lists', id: null });
		await aHears;
		// A's own notice came before B's on A's connection: had it counted, A would have 2.
		expect(a.notices()).toBe(1);
		expect(b.notices()).toBe(1);
		// What changed travels, not "forget everything".
		expect(b.changes).toEqual([{ kind: 'activity', id: 7 }]);
		expect(a.changes).toEqual([{ kind: 'lists', id: null }]);
	});

	test('counter changes travel together in one notice without holding the write, and a list change takes them along at once', async () => {
		const sender = open();
		const receiver = open();
		const raw = new pg.Client({ connectionString: url });
		await raw.connect();
		const payloads: string[] = [];
		raw.on('notification', (message) => payloads.push(message.payload ?? ''));
		await raw.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
		await Promise.all([sender.notifier.ready, receiver.notifier.ready]);
		try {
			const heard = receiver.nextNotice();
			const announced = Date.now();
			for (const id of [4, 5, 4, 6]) await sender.notifier.announce({ kind: 'activity', id });
			expect(Date.now() - announced).toBeLessThan(25);
			await heard;
			await new Promise((resolve) => setTimeout(resolve, 200));
			expect(payloads).toHaveLength(1);
			expect(receiver.changes).toEqual([
				{ kind: 'activity', id: 4 },
				{ kind: 'activity', id: 5 },
				{ kind: 'activity', id: 6 },
			]);

			await sender.notifier.announce({ kind: 'activity', id: 9 });
			await sender.notifier.announce({ kind: 'lists', id: 10 });
			await expect.poll(() => receiver.changes.length).toBe(5);
			await expect.poll(() => payloads.length).toBe(2);
			// Had the counter waited for a batch of its own, it would have come after the list change.
			expect(receiver.changes.slice(3)).toEqual([
				{ kind: 'activity', id: 9 },
				{ kind: 'lists', id: 10 },
			]);
		} finally {
			await raw.end();
		}
	});

	test("a write through one instance's API empties the caches of another", async () => {
		const sender = open();
		const receiver = open(forgetChanged);
		await Promise.all([sender.notifier.ready, receiver.notifier.ready]);
		// The writing instance only announces; the caches of this process empty on the notice alone.
		const api = createTestApi(
			handle.db,
			{},
			{ invalidate: (change) => sender.notifier.announce(change) },
		);
		const owner = await api.login(uniqueMobile());
		const latestIds = async () =>
			(await loadHome(handle.db, new URLSearchParams(), 'pc')).latest.map((item) => item.id);
		const listedIds = async () => {
			const load = await loadActivityList(
				async () => handle.db,
				new URLSearchParams('sort=latest'),
				{ pageSize: 50 },
			);
			return load.kind === 'ok' ? load.result.items.map((item) => item.id) : [];
		};
		await latestIds();
		await listedIds();
		const heard = receiver.nextNotice();
		const added = await api.call('/activity/addActivity', activityBody({ title: '另一实例写入' }), {
			auth: owner,
		});
		expect(added.code).toBe(0);
		await heard;
		expect(await latestIds()).toContain(added.data.id);
		expect(await listedIds()).toContain(added.data.id);
		expect(receiver.changes.at(-1)).toEqual({ kind: 'lists', id: Number(added.data.id) });
	});

	test('the listener reconnects after its connection is killed, forgets every cache, and hears again', async () => {
		const a = open();
		const b = open();
		await Promise.all([a.notifier.ready, b.notifier.ready]);
		const reconnected = b.nextNotice();
		const admin = new pg.Client({ connectionString: url });
		await admin.connect();
		const killed = await admin.query(
			'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
			[b.name],
		);
		await admin.end();
		expect(killed.rowCount).toBe(1);
		await reconnected;
		const heard = b.nextNotice();
		await a.notifier.announce({ kind: 'activity', id: 3 });
		await heard;
		expect(b.notices()).toBe(2);
		expect(b.changes).toEqual([{ kind: 'all' }, { kind: 'activity', id: 3 }]);
	});
});
