/** Socket failures of a database that is down, restarting or unreachable. */
const SOCKET_CODES = new Set([
	'ECONNREFUSED',
	'ECONNRESET',
	'ETIMEDOUT',
	'EPIPE',
	'EHOSTUNREACH',
	'ENETUNREACH',
	'ENOTFOUND',
	'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not yet taking connections: class 08 (connection
 * exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300
 * too_many_connections.
 */
const SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** Messages `pg` and `pg-pool` give these failures without a code. */
const MESSAGES = [
	/^Connection terminated/,
	/^timeout exceeded when trying to connect/,
	/^Query read timeout/,
	/is not queryable/,
	/^Client was closed and is not queryable/,
	/^terminating connection due to administrator command/,
];

function isOwnFailure(error: object): boolean {
	const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
	if (SOCKET_CODES.has(code) || SQLSTATE.test(code)) return true;
	const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
	return MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when `error` (or what it wraps: Drizzle's `cause`, an AggregateError's `errors`) says the
 * database cannot be reached, as opposed to a query that the database refused.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
	if (typeof error !== 'object' || error === null || depth > 5) return false;
	if (isOwnFailure(error)) return true;
	if ('cause' in error && isDatabaseUnavailable(error.cause, depth + 1)) return true;
	return (
		error instanceof AggregateError &&
		error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
	);
}
