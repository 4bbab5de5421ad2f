// Memory settings that only take effect when the process starts, copied beside serve.mjs by
// src/integrations/serve-entry.ts. Measured in docs/memory.md: with them an instance on PGlite holds
// less than half the memory at the end of bench:soak, serving no fewer requests.

/**
 * glibc's allocator. Every thread that allocates (libuv's pool for zlib and fs, libvips, V8's
 * compilers) otherwise gets its own arena, up to 8 per core, each keeping what it once held; and
 * a freed block of 128 KB or more raises the size at which blocks come from `mmap` (up to 32 MB),
 * so brotli's and libvips's buffers then stay in the arenas as holes. A fixed threshold gives them
 * back on free. A value set by whoever starts the server wins.
 */
export const TUNED_ENV = {
	MALLOC_ARENA_MAX: '2',
	MALLOC_MMAP_THRESHOLD_: '131072',
	// The heap grows 2 MB past what it needs and keeps up to 2 MB free on trim: otherwise packing a
	// page grew and shrank it each time, some 65 page faults a page, 1.1 ms on a machine where a
	// fault costs 10 µs, against 0.25 ms (docs/benchmarks.md).
	MALLOC_TOP_PAD_: '2097152',
	MALLOC_TRIM_THRESHOLD_: '2097152',
};

/**
 * On PostgreSQL, where the process holds no database: brotli's encoder takes some 0.5-1 MB per page
 * it packs, which under the 128 KB threshold comes from `mmap` and is faulted in anew for every
 * page, nearly doubling what packing a page on a cache miss costs (docs/benchmarks.md). Blocks
 * under 1 MB stay in the heap, and up to 16 MB of free heap is kept for the next page.
 */
export const POSTGRES_TUNED_ENV = {
	...TUNED_ENV,
	MALLOC_MMAP_THRESHOLD_: '1048576',
	MALLOC_TRIM_THRESHOLD_: '16777216',
};

/** The allocator settings for a server on the embedded database or on PostgreSQL. */
export function tunedEnv(env = process.env) {
	return env.DATABASE_URL ? POSTGRES_TUNED_ENV : TUNED_ENV;
}

/**
 * V8's heap. Its young generation grows to 2 × 64 MB under load and stays so; 2 × 32 MB costs a few
 * more scavenges of what is mostly per-request garbage. At 2 × 16 MB, 50 connections' pages in
 * flight outlived two scavenges and were promoted, a full collection every second (CPU per list
 * miss 12–14 % more, docs/memory.md). Its old generation may grow to 4 × what survived the last
 * full collection before the next one, here to 2 ×. V8 keeps freed pages until it sees the process
 * idle, so these bound what it holds at the end of a burst.
 */
export const TUNED_NODE_FLAGS = ['--max-semi-space-size=32', '--heap-growing-percent=100'];

/**
 * With the embedded database, whose memory is the process's own, a young generation of 2 × 8 MB and
 * an old generation that grows to 1.5 × only: that holds it within bench:soak's 400 MB budget, which
 * 2 × does not, at a price in CPU per page rendered on a cache miss (docs/memory.md,
 * docs/benchmarks.md).
 */
export const EMBEDDED_DATABASE_NODE_FLAGS = [
	'--max-semi-space-size=8',
	'--heap-growing-percent=50',
];

/** The flags for a server on the embedded database (no `DATABASE_URL`) or on PostgreSQL. */
export function tunedNodeFlags(env = process.env) {
	return env.DATABASE_URL ? TUNED_NODE_FLAGS : EMBEDDED_DATABASE_NODE_FLAGS;
}

/** Marks a process already started with the settings, so that it is re-executed once at most. */
const MARKER = 'KPY_PROCESS_TUNED';

/** The command line flags not already chosen by whoever started the process. */
function missingFlags() {
	const given = `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`;
	return tunedNodeFlags().filter((flag) => !given.includes(flag.split('=')[0]));
}

/**
 * Replaces this process (same pid, stdio and arguments: nothing stays behind) by one started with
 * the settings, where Node offers `process.execve` (22.15, 23.11 and later). Elsewhere it carries
 * on untuned: a parent process waiting for a child would cost more than the settings save.
 */
export function reexecTuned() {
	if (process.env[MARKER] || typeof process.execve !== 'function') return;
	try {
		process.execve(
			process.execPath,
			[process.execPath, ...missingFlags(), ...process.execArgv, ...process.argv.slice(1)],
			{ ...tunedEnv(), ...process.env, [MARKER]: '1' },
		);
	} catch (error) {
		console.warn('[serve] running without the memory settings:', error);
	}
}
