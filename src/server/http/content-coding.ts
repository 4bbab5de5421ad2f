/** The codings a cached page is kept in, besides the identity it can be unpacked to. */
export type PageCoding = 'br' | 'gzip' | 'identity';

/** Parses `Accept-Encoding` into coding → q (RFC 9110 §12.5.3); names lower-cased. */
function qualities(header: string): Map<string, number> {
	const found = new Map<string, number>();
	for (const part of header.split(',')) {
		const [name = '', ...params] = part.trim().toLowerCase().split(';');
		if (!name.trim()) continue;
		const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
		const value = q ? Number(q.slice(2)) : 1;
		found.set(name.trim(), Number.isFinite(value) ? value : 0);
	}
	return found;
}

/**
 * The coding to send for a request's `Accept-Encoding`: the best-rated of brotli and gzip (brotli
 * on a tie, being smaller), else identity. No header means identity.
 */
export function pickCoding(header: string | null): PageCoding {
	if (!header) return 'identity';
	const q = qualities(header);
	const wildcard = q.get('*') ?? 0;
	const br = q.get('br') ?? wildcard;
	const gzip = q.get('gzip') ?? q.get('x-gzip') ?? wildcard;
	if (br <= 0 && gzip <= 0) return 'identity';
	return br >= gzip ? 'br' : 'gzip';
}
