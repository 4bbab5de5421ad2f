import type { ApiCode, ApiEnvelope } from '../../lib/api/types';

const HEADERS = {
	'content-type': 'application/json; charset=utf-8',
	'cache-control': 'no-store',
	'x-content-type-options': 'nosniff',
};

/** `{ code, msg, data }` (docs/api.md, "Conventions"). */
export function envelope(
	code: ApiCode,
	msg: string,
	data: unknown,
	status = 200,
	cookies: string[] = [],
) {
	const headers = new Headers(HEADERS);
	for (const cookie of cookies) headers.append('set-cookie', cookie);
	const body: ApiEnvelope<unknown> = { code, msg, data: data ?? null };
	return new Response(JSON.stringify(body), { status, headers });
}
