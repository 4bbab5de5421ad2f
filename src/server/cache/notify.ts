import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type CacheChange, decodeChanges, encodeChanges, isCounterChange } from './changes';

/** The PostgreSQL channel on which instances tell each other that their caches are stale. */
const INVALIDATE_CHANNEL = 'kpy_cache_invalidate';
/** The longest a write's answer waits for its NOTIFY. */
const ANNOUNCE_WAIT_MS = 1_000;
/**
 * Counter changes (likes, collects, seats), which cached pages may show late anyway, wait this
 * long for others, so that a busy moment's travel in one NOTIFY instead of one each.
 */
const COUNTER_BATCH_MS = 50;
/** The most changes one NOTIFY carries: some 35 bytes each, within its 8,000-byte payload. */
const MAX_CHANGES_PER_NOTICE = 100;

export interface CacheNotifier {
	/**
	 * Tells every other instance what a write changed, so each forgets what that made stale;
	 * resolves once the NOTIFY is done, or failed (logged), or after `ANNOUNCE_WAIT_MS`: it never
	 * rejects, and a stuck database never holds a write's answer. A counter change resolves at
	 * once and travels within `COUNTER_BATCH_MS`, with whatever else changed meanwhile.
	 */
	announce(change: CacheChange): Promise<void>;
	/** Resolves once the first LISTEN is in place (tests wait for it). */
	ready: Promise<void>;
	close(): Promise<void>;
}

interface NotifierOptions {
	url: string;
	/**
	 * Called with what another instance's write changed, and with `all` after a reconnect (notices
	 * may have been missed).
	 */
	onNotice: (change: CacheChange) => void;
	channel?: string;
	/** Shown in pg_stat_activity. */
	applicationName?: string;
	/** The longest wait between two reconnection attempts. */
	maxRetryMs?: number;
	log?: (message: string) => void;
}

/**
 * Cross-instance cache invalidation over PostgreSQL `LISTEN/NOTIFY`: one dedicated connection
 * listens (and reconnects after an error, 100 ms doubling to `maxRetryMs`); `announce` sends a
 * NOTIFY carrying this instance's random id and the changes (`id change-json`, or a JSON list of
 * changes), and a notice carrying our own id is ignored. A notice without a readable change means
 * everything.
 */
export function createCacheNotifier(options: NotifierOptions): CacheNotifier {
	const channel = options.channel ?? INVALIDATE_CHANNEL;
	const log = options.log ?? ((message: string) => console.error(`[cache] ${message}`));
	const maxRetryMs = options.maxRetryMs ?? 5_000;
	const instanceId = randomBytes(8).toString('hex');
	let client: pg.Client | undefined;
	let closed = false;
	let retryMs = 100;
	let retryTimer: NodeJS.Timeout | undefined;
	let connectedOnce = false;
	let markReady: () => void = () => {};
	const ready = new Promise<void>((resolve) => {
		markReady = resolve;
	});

	function scheduleReconnect() {
		if (closed || retryTimer) return;
		retryTimer = setTimeout(() => {
			retryTimer = undefined;
			void connect();
		}, retryMs);
		retryTimer.unref();
		retryMs = Math.min(retryMs * 2, maxRetryMs);
	}

	async function connect() {
		const next = new pg.Client({
			connectionString: options.url,
			keepAlive: true,
			connectionTimeoutMillis: 5_000,
			application_name: options.applicationName ?? 'kpy-cache-listener',
		});
		let failed = false;
		const fail = (error?: Error) => {
			if (failed) return;
			failed = true;
			if (error) log(`invalidation listener lost: ${error.message}`);
			if (client === next) client = undefined;
			next.end().catch(() => {});
			scheduleReconnect();
		};
		next.on('error', fail);
		next.on('end', () => fail());
		next.on('notification', (message) => {
			if (message.channel !== channel) return;
			const payload = message.payload ?? '';
			const space = payload.indexOf(' ');
			const sender = space === -1 ? payload : payload.slice(0, space);
			if (sender === instanceId) return;
			for (const change of decodeChanges(space === -1 ? '' : payload.slice(space + 1)))
				options.onNotice(change);
		});
		try {
			await next.connect();
			await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
		} catch (error) {
			fail(error instanceof Error ? error : new Error(String(error)));
			return;
		}
		if (closed) {
			await next.end().catch(() => {});
			return;
		}
		client = next;
		retryMs = 100;
		// While no connection listened, another instance may have written: forget what is kept.
		if (connectedOnce) options.onNotice({ kind: 'all' });
		connectedOnce = true;
		markReady();
	}

	void connect();

	/** Changes not yet sent, each once, by their JSON. */
	const unsent = new Map<string, CacheChange>();
	let batchTimer: NodeJS.Timeout | undefined;

	function send(): Promise<void> {
		clearTimeout(batchTimer);
		batchTimer = undefined;
		if (unsent.size === 0) return Promise.resolve();
		const payload = `${instanceId} ${encodeChanges([...unsent.values()])}`;
		unsent.clear();
		const notify = (sender: pg.Client) =>
			sender.query('SELECT pg_notify($1, $2)', [channel, payload]);
		const sent = (client ? notify(client) : notifyOnce(options.url, notify)).then(
			() => {},
			(error: Error) => log(`invalidation not announced: ${error.message}`),
		);
		let timer: NodeJS.Timeout | undefined;
		const waited = new Promise<void>((resolve) => {
			timer = setTimeout(resolve, ANNOUNCE_WAIT_MS);
		});
		return Promise.race([sent, waited]).finally(() => clearTimeout(timer));
	}

	return {
		ready,
		announce(change) {
			unsent.set(JSON.stringify(change), change);
			if (!isCounterChange(change) || unsent.size >= MAX_CHANGES_PER_NOTICE) return send();
			if (!batchTimer) {
				batchTimer = setTimeout(() => void send(), COUNTER_BATCH_MS);
				batchTimer.unref();
			}
			return Promise.resolve();
		},
		async close() {
			await send();
			closed = true;
			clearTimeout(retryTimer);
			const current = client;
			client = undefined;
			await current?.end().catch(() => {});
		},
	};
}

/** While the listener reconnects, a notice goes through a connection of its own. */
async function notifyOnce(url: string, notify: (client: pg.Client) => Promise<unknown>) {
	const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
	client.on('error', () => {});
	try {
		await client.connect();
		await notify(client);
	} finally {
		await client.end().catch(() => {});
	}
}
