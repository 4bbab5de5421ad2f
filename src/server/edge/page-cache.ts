import { createCache } from '../cache/caches';
import type { CacheChange } from '../cache/changes';
import type { ShortLivedValues } from '../cache/short-lived';
import { pickCoding } from './accept-encoding.mjs';
import {
	addCoding,
	bodyIn,
	type EncodedBody,
	encodeBody,
	etagOf,
	hasCoding,
	matchesEtag,
	packTighter,
} from './encoded-page';

/** A rendered page kept for a while: its body packed (brotli, gzip or both), status and headers. */
interface CachedPage {
	encoded: EncodedBody;
	status: number;
	headers: [string, string][];
}

/** Headers of a render that describe its identity body, replaced by those of the coded copy. */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'vary']);

/** Fixed cost of an entry beyond its bytes: key, headers and objects. */
const ENTRY_OVERHEAD_BYTES = 2_048;

/** What the cache keeps: pages, and the sitemaps and robots.txt crawlers read. */
const KEPT_TYPES = /^(text\/html|application\/xml|text\/plain)\b/;

/** Only a page that declared itself shareable (`public`) and set no cookie may be served again. */
export function isShareablePage(response: Response): boolean {
	const { headers } = response;
	return (
		response.status === 200 &&
		KEPT_TYPES.test(headers.get('content-type') ?? '') &&
		/\bpublic\b/.test(headers.get('cache-control') ?? '') &&
		!headers.has('set-cookie') &&
		!headers.has('content-encoding')
	);
}

async function toCachedPage(
	response: Response,
	request: Pick<Headers, 'get'>,
): Promise<CachedPage> {
	return {
		encoded: await encodeBody(
			new Uint8Array(await response.arrayBuffer()),
			pickCoding(request.get('accept-encoding')),
		),
		status: response.status,
		headers: [...response.headers].filter(([name]) => !BODY_HEADERS.has(name)),
	};
}

/** An answer as plain parts, for the server's fast path (page-fast-path.ts) and for Response. */
export interface PageAnswer {
	status: number;
	headers: Headers;
	body: Uint8Array | null;
}

/**
 * The kept page as this request accepts it: the packed copy its `Accept-Encoding` prefers, with its
 * length and ETag, or 304 when `If-None-Match` already names that copy; null when that copy is not
 * packed yet (see `serve`). Nothing is compressed here.
 */
function answerFor(page: CachedPage, request: Pick<Headers, 'get'>): PageAnswer | null {
	const coding = pickCoding(request.get('accept-encoding'));
	const headers = new Headers(page.headers);
	const etag = etagOf(page.encoded, coding);
	headers.set('etag', etag);
	headers.set('vary', 'Accept-Encoding');
	if (matchesEtag(request.get('if-none-match'), etag)) {
		headers.delete('content-type');
		return { status: 304, headers, body: null };
	}
	if (!hasCoding(page.encoded, coding)) return null;
	const body = bodyIn(page.encoded, coding);
	if (coding !== 'identity') headers.set('content-encoding', coding);
	headers.set('content-length', String(body.byteLength));
	return { status: page.status, headers, body };
}

/**
 * A kept page asked for again is worth packing tighter (encoded-page.ts); one that fails to is sent
 * as first packed.
 */
function tightenWhenAskedAgain(page: CachedPage): void {
	packTighter(page.encoded).catch(() => {});
}

/** The kept page as a Response, packing it first in the coding this request prefers if need be. */
async function toResponse(page: CachedPage, request: Headers): Promise<Response> {
	let answer = answerFor(page, request);
	if (!answer) {
		await addCoding(page.encoded, pickCoding(request.get('accept-encoding')));
		answer = answerFor(page, request);
	}
	if (!answer) throw new Error('the page was not packed as asked');
	const { status, headers, body } = answer;
	return new Response(body as Uint8Array<ArrayBuffer> | null, { status, headers });
}

/**
 * Rendered public pages for `ttlMs`, newest `maxEntries` and newest `maxBytes` kept, on the server's
 * cache primitive. A page is packed once, when it is kept, in the coding of the request that
 * rendered it (brotli for every browser), and in another only when a request first asks for that
 * one, so that a miss packs once and a hit costs what a static file costs. Requests for a page
 * that is being rendered wait for that one render instead of starting their own, so a burst of
 * visitors to the same list costs one render per `ttlMs`. A page that may not be shared is handed
 * to its own request alone; anyone who waited for it renders their own.
 */
export class PageCache {
	readonly #pages: ShortLivedValues<CachedPage | null>;
	/**
	 * Since the process started: requests answered from a kept page, those of them answered before
	 * Astro ran (`peek`, serve.mjs's fast path), and pages rendered.
	 */
	readonly counts = { hits: 0, beforeAstro: 0, renders: 0 };

	constructor(
		ttlMs: number,
		maxEntries: number,
		now: () => number = Date.now,
		maxBytes = Number.POSITIVE_INFINITY,
		/** Which kept pages a write makes stale (public-pages.ts); all of them unless told. */
		staleAfter?: (change: CacheChange, key: string) => boolean,
		/**
		 * How long past `ttlMs` a page is still handed to those who ask while its first visitor
		 * renders it anew, so that an expired popular page never has everyone waiting in line.
		 */
		staleForMs = 0,
	) {
		this.#pages = createCache<CachedPage | null>({
			ttlMs,
			maxEntries,
			now,
			...(staleAfter ? { staleAfter, whenStale: 'refresh' as const } : {}),
			staleForMs,
			shouldKeep: (page) => page !== null,
			// Reckoned with room for its second coding, which a later request may add.
			weigh: (page) => (page ? 2 * page.encoded.bytes + ENTRY_OVERHEAD_BYTES : 0),
			maxWeight: maxBytes,
		});
	}

	/** Bytes the kept pages hold now. */
	get bytes(): number {
		return this.#pages.weight;
	}

	async serve(
		key: string,
		render: () => Promise<Response>,
		request: Headers = new Headers(),
	): Promise<{ response: Response; fromCache: boolean }> {
		let own: Response | undefined;
		let rendered = false;
		let page: CachedPage | null;
		try {
			page = await this.#pages.get(key, async () => {
				rendered = true;
				const response = await render();
				if (isShareablePage(response)) return toCachedPage(response, request);
				own = response;
				return null;
			});
		} catch (error) {
			if (rendered) throw error;
			page = null;
		}
		if (rendered) this.counts.renders += 1;
		else if (page) {
			this.counts.hits += 1;
			tightenWhenAskedAgain(page);
		}
		if (page) return { response: await toResponse(page, request), fromCache: !rendered };
		return { response: own ?? (await render()), fromCache: false };
	}

	/**
	 * The kept page for `key` as `request` accepts it, or null when none is fresh or it is not packed
	 * in that coding yet; renders and packs nothing.
	 */
	peek(key: string, request: Pick<Headers, 'get'>): PageAnswer | null {
		const page = this.#pages.peek(key)?.value;
		const answer = page ? answerFor(page, request) : null;
		if (page && answer) {
			this.counts.hits += 1;
			this.counts.beforeAstro += 1;
			tightenWhenAskedAgain(page);
		}
		return answer;
	}

	/** Every page is rendered anew, so nobody reads what was there before. */
	forgetAll(): void {
		this.#pages.forgetAll();
	}
}
