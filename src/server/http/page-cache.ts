import { createCache } from '../cache/caches';
import type { ShortLivedValues } from '../cache/short-lived';

/** A rendered page kept for a moment: its bytes, status and headers. */
interface CachedPage {
	body: Uint8Array<ArrayBuffer>;
	status: number;
	headers: [string, string][];
}

/** Only a page that declared itself shareable (`public`) and set no cookie may be served again. */
export function isShareablePage(response: Response): boolean {
	const { headers } = response;
	return (
		response.status === 200 &&
		(headers.get('content-type') ?? '').startsWith('text/html') &&
		/\bpublic\b/.test(headers.get('cache-control') ?? '') &&
		!headers.has('set-cookie')
	);
}

async function toCachedPage(response: Response): Promise<CachedPage> {
	return {
		body: new Uint8Array(await response.arrayBuffer()),
		status: response.status,
		headers: [...response.headers],
	};
}

function toResponse(page: CachedPage): Response {
	return new Response(page.body, { status: page.status, headers: page.headers });
}

/**
 * Rendered public pages for `ttlMs`, newest `maxEntries` kept, on the server's cache primitive.
 * Requests for a page that is being rendered wait for that one render instead of starting their
 * own, so a burst of visitors to the same list costs one render per `ttlMs`. A page that may not be
 * shared is handed to its own request alone; anyone who waited for it renders their own.
 */
export class PageCache {
	readonly #pages: ShortLivedValues<CachedPage | null>;

	constructor(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
		this.#pages = createCache<CachedPage | null>({
			ttlMs,
			maxEntries,
			now,
			shouldKeep: (page) => page !== null,
		});
	}

	async serve(
		key: string,
		render: () => Promise<Response>,
	): Promise<{ response: Response; fromCache: boolean }> {
		let own: Response | undefined;
		let rendered = false;
		let page: CachedPage | null;
		try {
			page = await this.#pages.get(key, async () => {
				rendered = true;
				const response = await render();
				if (isShareablePage(response)) return toCachedPage(response);
				own = response;
				return null;
			});
		} catch (error) {
			if (rendered) throw error;
			page = null;
		}
		if (page) return { response: toResponse(page), fromCache: !rendered };
		return { response: own ?? (await render()), fromCache: false };
	}

	/** After a write: every page is rendered anew, so nobody reads what was there before it. */
	forgetAll(): void {
		this.#pages.forgetAll();
	}
}
