/** A rendered page kept for a moment: its bytes, status and headers. */
interface CachedPage {
	body: Uint8Array<ArrayBuffer>;
	status: number;
	headers: [string, string][];
	expiresAt: number;
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

function toResponse(page: CachedPage): Response {
	return new Response(page.body, { status: page.status, headers: page.headers });
}

/**
 * Rendered public pages for `ttlMs`, newest `maxEntries` kept. Requests for a page that is being
 * rendered wait for that one render instead of starting their own, so a burst of visitors to the
 * same list costs one render per `ttlMs`.
 */
export class PageCache {
	readonly #pages = new Map<string, CachedPage>();
	readonly #rendering = new Map<string, Promise<CachedPage | null>>();
	/** Moves on with every `forgetAll`, so a render that began before it is not kept. */
	#generation = 0;

	constructor(
		readonly ttlMs: number,
		readonly maxEntries: number,
		readonly now: () => number = Date.now,
	) {}

	async serve(
		key: string,
		render: () => Promise<Response>,
	): Promise<{ response: Response; fromCache: boolean }> {
		const kept = this.#fresh(key);
		if (kept) return { response: toResponse(kept), fromCache: true };
		const rendering = this.#rendering.get(key);
		if (rendering) {
			const page = await rendering;
			if (page) return { response: toResponse(page), fromCache: true };
			return { response: await render(), fromCache: false };
		}
		const generation = this.#generation;
		const job = render().then(async (response) => {
			if (!isShareablePage(response)) return { response, page: null };
			const page: CachedPage = {
				body: new Uint8Array(await response.arrayBuffer()),
				status: response.status,
				headers: [...response.headers],
				expiresAt: this.now() + this.ttlMs,
			};
			if (generation !== this.#generation) return { response: toResponse(page), page: null };
			this.#keep(key, page);
			return { response: toResponse(page), page };
		});
		this.#rendering.set(
			key,
			job.then(
				(done) => done.page,
				() => null,
			),
		);
		try {
			return { response: (await job).response, fromCache: false };
		} finally {
			this.#rendering.delete(key);
		}
	}

	/** After a write: every page is rendered anew, so nobody reads what was there before it. */
	forgetAll(): void {
		this.#generation += 1;
		this.#pages.clear();
		this.#rendering.clear();
	}

	#fresh(key: string): CachedPage | undefined {
		const page = this.#pages.get(key);
		if (page && page.expiresAt > this.now()) return page;
		if (page) this.#pages.delete(key);
		return undefined;
	}

	#keep(key: string, page: CachedPage): void {
		this.#pages.delete(key);
		this.#pages.set(key, page);
		for (const oldest of this.#pages.keys()) {
			if (this.#pages.size <= this.maxEntries) break;
			this.#pages.delete(oldest);
		}
	}
}
