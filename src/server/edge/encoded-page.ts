import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import {
	brotliCompress,
	brotliCompressSync,
	brotliDecompress,
	brotliDecompressSync,
	constants,
	gunzipSync,
	gzip,
	gzipSync,
} from 'node:zlib';
import type { PageCoding } from './accept-encoding.mjs';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const unbrotliAsync = promisify(brotliDecompress);

/**
 * Levels for a page packed on a cache miss, while its visitor waits: brotli 1 costs a fifth of
 * brotli 4 for some 15 % more bytes (docs/benchmarks.md), and most pages rendered on a miss (a new
 * filter combination, a day) are never asked for again; gzip 6 as usual.
 */
const GZIP_LEVEL = 6;
const FIRST_BROTLI_QUALITY = 1;
/**
 * A kept page asked for again is packed anew once, off the main thread, at brotli 5: some 11 %
 * fewer bytes than brotli 4 for every visitor after the first.
 */
const KEPT_BROTLI_QUALITY = 5;
/**
 * Bodies up to this size are packed on the main thread: a page costs less CPU there than through
 * libuv's thread pool, whose hand-offs cost more than they spare when every core is busy serving
 * (docs/benchmarks.md). Larger ones (a sitemap of 50,000 addresses is megabytes) go to the pool, so
 * that no visitor waits behind them.
 */
const PACKED_IN_PLACE_BYTES = 256 * 1024;

/** The codings a page is kept in; identity is unpacked from one of them on demand. */
type PackedCoding = Exclude<PageCoding, 'identity'>;

/**
 * A page's body packed in the codings browsers have asked for so far, with an ETag per coding. A
 * miss packs only the coding its own request prefers (every browser takes brotli); another is
 * packed from it the first time someone asks for it (`addCoding`).
 */
export interface EncodedBody {
	gzip?: Uint8Array;
	br?: Uint8Array;
	/** The brotli quality `br` was packed at. */
	brQuality?: number;
	/** The strong validator of the identity body; each coding adds its suffix. */
	tag: string;
	/** Bytes of the first packed copy; the cache reckons an entry at twice that (both codings). */
	bytes: number;
}

/** The coding a page is first packed in for a request that prefers `coding`. */
function packedFor(coding: PageCoding): PackedCoding {
	return coding === 'identity' ? 'gzip' : coding;
}

/**
 * The smallest brotli window (2^16 to 2^22 bytes, less 16) that reaches back over the whole body:
 * as small as it compresses, and the encoder's ring buffer is the less to set up for each page.
 */
function windowBits(bytes: number): number {
	return Math.min(22, Math.max(16, Math.ceil(Math.log2(bytes + 16))));
}

function packOptions(body: Uint8Array, quality = FIRST_BROTLI_QUALITY) {
	return {
		params: {
			[constants.BROTLI_PARAM_QUALITY]: quality,
			[constants.BROTLI_PARAM_LGWIN]: windowBits(body.byteLength),
			[constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
			[constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
		},
	};
}

async function pack(body: Uint8Array, coding: PackedCoding): Promise<Uint8Array> {
	if (body.byteLength > PACKED_IN_PLACE_BYTES) {
		return coding === 'gzip'
			? gzipAsync(body, { level: GZIP_LEVEL })
			: brotliAsync(body, packOptions(body));
	}
	return coding === 'gzip'
		? gzipSync(body, { level: GZIP_LEVEL })
		: brotliCompressSync(body, packOptions(body));
}

/**
 * Packed bodies by their tag, for as long as a kept page holds them. Most renders repeat bytes
 * already packed: a page rendered again when its entry expires or after a write to other content,
 * or the same page under another address (a campaign's `utm_` parameters, WeChat's `from=`).
 */
const packedByTag = new Map<string, WeakRef<EncodedBody>>();
const forgetPacked = new FinalizationRegistry<string>((tag) => {
	if (!packedByTag.get(tag)?.deref()) packedByTag.delete(tag);
});

/**
 * The body packed in the coding the request prefers (gzip for identity), or the packed copies of
 * the same bytes a kept page already holds.
 */
export async function encodeBody(
	body: Uint8Array,
	wanted: PageCoding = 'br',
): Promise<EncodedBody> {
	const tag = createHash('sha256').update(body).digest('base64url').slice(0, 22);
	const kept = packedByTag.get(tag)?.deref();
	if (kept) return kept;
	const coding = packedFor(wanted);
	const packed = await pack(body, coding);
	const encoded: EncodedBody = { [coding]: packed, tag, bytes: packed.byteLength };
	if (coding === 'br') encoded.brQuality = FIRST_BROTLI_QUALITY;
	packedByTag.set(tag, new WeakRef(encoded));
	forgetPacked.register(encoded, tag);
	return encoded;
}

/** The identity body, unpacked from a kept copy (rare: no browser asks for identity). */
function unpack(encoded: EncodedBody): Uint8Array {
	if (encoded.br) return brotliDecompressSync(encoded.br);
	if (encoded.gzip) return gunzipSync(encoded.gzip);
	throw new Error('the page is packed in no coding');
}

/** Whether the body can be sent in `coding` without packing anything. */
export function hasCoding(encoded: EncodedBody, coding: PageCoding): boolean {
	return coding === 'identity' || encoded[coding] !== undefined;
}

const adding = new WeakMap<EncodedBody, Map<PackedCoding, Promise<void>>>();

/** Packs the body in `coding` too, once however many ask meanwhile. */
export function addCoding(encoded: EncodedBody, coding: PageCoding): Promise<void> {
	if (hasCoding(encoded, coding) || coding === 'identity') return Promise.resolve();
	let jobs = adding.get(encoded);
	if (!jobs) {
		jobs = new Map();
		adding.set(encoded, jobs);
	}
	let job = jobs.get(coding);
	if (!job) {
		const packing = jobs;
		job = pack(unpack(encoded), coding).then(
			(packed) => {
				encoded[coding] = packed;
				if (coding === 'br') encoded.brQuality = FIRST_BROTLI_QUALITY;
			},
			(error: unknown) => {
				// A failed packing is tried again by the next request that asks.
				packing.delete(coding);
				throw error;
			},
		);
		jobs.set(coding, job);
	}
	return job;
}

const tightening = new WeakMap<EncodedBody, Promise<void>>();

/**
 * Packs a kept page's brotli copy anew at the kept quality, once, on libuv's thread pool, so that
 * nobody waits for it; until then the first copy is sent. Answers when that is done.
 */
export function packTighter(encoded: EncodedBody): Promise<void> {
	const first = encoded.br;
	if (!first || (encoded.brQuality ?? 0) >= KEPT_BROTLI_QUALITY) return Promise.resolve();
	let job = tightening.get(encoded);
	if (!job) {
		job = unbrotliAsync(first)
			.then((body) => brotliAsync(body, packOptions(body, KEPT_BROTLI_QUALITY)))
			.then((packed) => {
				// Not every text packs smaller at a higher quality; the smaller copy is kept.
				if (packed.byteLength >= first.byteLength) return;
				encoded.br = packed;
				encoded.brQuality = KEPT_BROTLI_QUALITY;
			});
		tightening.set(encoded, job);
	}
	return job;
}

/** The body in `coding`: a kept copy, or for identity unpacked; `addCoding` first for another. */
export function bodyIn(encoded: EncodedBody, coding: PageCoding): Uint8Array {
	if (coding === 'identity') return unpack(encoded);
	const packed = encoded[coding];
	if (!packed) throw new Error(`the page is not packed in ${coding} yet`);
	return packed;
}

/**
 * The ETag of the body in `coding`; each coding has its own bytes, hence its own validator, and so
 * has the first brotli copy until it is packed tighter.
 */
export function etagOf(encoded: EncodedBody, coding: PageCoding): string {
	if (coding === 'identity') return `"${encoded.tag}"`;
	if (coding === 'br' && encoded.brQuality === FIRST_BROTLI_QUALITY)
		return `"${encoded.tag}-br${FIRST_BROTLI_QUALITY}"`;
	return `"${encoded.tag}-${coding}"`;
}

/** Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
	if (!ifNoneMatch) return false;
	if (ifNoneMatch.trim() === '*') return true;
	return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
