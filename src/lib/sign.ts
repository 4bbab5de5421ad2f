import md5 from 'md5';

export type SignableValue = string | number | boolean | null | undefined;

export interface Signature {
	timestamp: string;
	sn: string;
}

/**
 * The optional request signature (docs/api.md, "Signing"): the parameters plus `path` and
 * `timestamp`, sorted by name and joined as `k=v&…` (empty values left out), hashed with md5, and
 * that hash hashed again with the shared secret appended: `sn = md5(md5(joined) + secret)`.
 */
export function signRequest(
	path: string,
	params: Record<string, SignableValue>,
	secret: string,
	now: number,
): Signature {
	const timestamp = String(Math.floor(now / 1000));
	const all: Record<string, SignableValue> = { ...params, path, timestamp };
	const joined = Object.keys(all)
		.filter((key) => all[key] !== undefined && all[key] !== null && all[key] !== '')
		.sort()
		.map((key) => `${key}=${String(all[key])}`)
		.join('&');
	return { timestamp, sn: md5(md5(joined) + secret) };
}
