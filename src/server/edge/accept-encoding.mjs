// The one reader of `Accept-Encoding` (RFC 9110 §12.5.3): static files (serve.mjs), cached pages
// (page-cache.ts) and the compress step all pick their coding here. Plain JavaScript, since
// serve.mjs runs it beside Astro's entry.mjs (copied there by src/integrations/serve-entry.ts).

/** Coding name → q, names lower-cased; a q that is not a number counts as 0. */
function qualities(header) {
	const found = new Map();
	for (const part of (header ?? '').split(',')) {
		const [name = '', ...params] = part.trim().toLowerCase().split(';');
		const coding = name.trim();
		if (!coding) continue;
		const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
		const value = q ? Number(q.slice(2)) : 1;
		found.set(coding, Number.isFinite(value) ? value : 0);
	}
	return found;
}

/** How much the request wants `coding`: its own q, else `*`'s (x-gzip stands for gzip). */
function qualityOf(found, coding) {
	if (found.has(coding)) return found.get(coding);
	if (coding === 'gzip' && found.has('x-gzip')) return found.get('x-gzip');
	return found.get('*') ?? 0;
}

/**
 * The best-rated of `offered` (in the server's order of preference, which breaks ties) that the
 * request accepts with q above 0, else 'identity'. No header means identity.
 */
export function pickCoding(header, offered = ['br', 'gzip']) {
	if (!header) return 'identity';
	const found = qualities(header);
	let best = 'identity';
	let bestQ = 0;
	for (const coding of offered) {
		const q = qualityOf(found, coding);
		if (q > bestQ) {
			best = coding;
			bestQ = q;
		}
	}
	return best;
}
