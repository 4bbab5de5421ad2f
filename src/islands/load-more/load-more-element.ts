/**
 * `<load-more>` around the link to the next page of a list: on a phone a tap adds the next page's
 * cards under the ones shown instead of leaving the page. The page is fetched as the link would
 * open it, and its list and its own `<load-more>` taken over; without JavaScript, or when the fetch
 * fails, the link opens the next page as before.
 */
class LoadMoreElement extends HTMLElement {
	#busy = false;

	connectedCallback() {
		this.addEventListener('click', this.#onClick);
	}

	disconnectedCallback() {
		this.removeEventListener('click', this.#onClick);
	}

	#onClick = (event: Event) => {
		const link = (event.target as Element | null)?.closest('a');
		if (!link || !this.contains(link)) return;
		event.preventDefault();
		if (!this.#busy) void this.#load(link);
	};

	async #load(link: HTMLAnchorElement) {
		const selector = this.getAttribute('list') ?? 'ul';
		const list = document.querySelector(selector);
		if (!list) {
			window.location.assign(link.href);
			return;
		}
		this.#busy = true;
		this.setAttribute('aria-busy', 'true');
		const label = link.textContent;
		link.textContent = '正在加载…';
		try {
			const response = await fetch(link.href, { credentials: 'same-origin' });
			if (!response.ok) throw new Error(`HTTP ${response.status}`);
			const page = new DOMParser().parseFromString(await response.text(), 'text/html');
			const items = [...(page.querySelector(selector)?.children ?? [])];
			const first = items[0];
			list.append(...items.map((item) => document.importNode(item, true)));
			const next = page.querySelector('load-more');
			if (next)
				this.replaceChildren(
					...[...next.childNodes].map((node) => document.importNode(node, true)),
				);
			else this.remove();
			// The first new card takes the focus, so keyboard and screen-reader users go on from it.
			const firstLink = first
				? list.children[list.children.length - items.length]?.querySelector('a')
				: null;
			firstLink?.focus({ preventScroll: true });
		} catch {
			link.textContent = label;
			window.location.assign(link.href);
		} finally {
			this.#busy = false;
			this.removeAttribute('aria-busy');
		}
	}
}

if (!customElements.get('load-more')) customElements.define('load-more', LoadMoreElement);

// A module, so that after-load.ts can import it when a page has a <load-more>.
export {};
