import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
import type { PageCoding } from './content-coding';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Levels for a page that is packed once and sent many times: gzip 6 and brotli 5 pack a 64 KB page in
 * about a millisecond each, on libuv's thread pool, to within a few per cent of their best.
 */
const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 5;

/** A page's body packed once in each coding browsers ask for, with an ETag per coding. */
export interface EncodedBody {
	gzip: Uint8Array;
	br: Uint8Array;
	/** The strong validator of the identity body; each coding adds its suffix. */
	tag: string;
	/** Bytes held: both packed copies. The identity body is not kept but unpacked on demand. */
	bytes: number;
}

/** Packs `body` in gzip and brotli in parallel off the main thread. */
export async function encodeBody(body: Uint8Array): Promise<EncodedBody> {
	const [gz, br] = await Promise.all([
		gzipAsync(body, { level: GZIP_LEVEL }),
		brotliAsync(body, {
			params: {
				[constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
				[constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
				[constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
			},
		}),
	]);
	const tag = createHash('sha256').update(body).digest('base64url').slice(0, 22);
	return { gzip: gz, br, tag, bytes: gz.byteLength + br.byteLength };
}

/** The body in `coding`: a kept copy, or for identity (rare: no browser asks for it) unpacked. */
export function bodyIn(encoded: EncodedBody, coding: PageCoding): Uint8Array {
	if (coding === 'identity') return gunzipSync(encoded.gzip);
	return encoded[coding];
}

/** The ETag of the body in `coding`; each coding has its own bytes, hence its own validator. */
export function etagOf(encoded: EncodedBody, coding: PageCoding): string {
	return coding === 'identity' ? `"${encoded.tag}"` : `"${encoded.tag}-${coding}"`;
}

/** Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
	if (!ifNoneMatch) return false;
	if (ifNoneMatch.trim() === '*') return true;
	return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
