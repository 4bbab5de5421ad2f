/** What a page shares inside WeChat, read from its head (SocialHead.astro and the layout). */
export interface ShareCard {
	title: string;
	desc: string;
	/** Absolute: the page's canonical address, else its own without the `#` part. */
	link: string;
	/** Absolute: the page's og:image, else the campaign's share picture. */
	imgUrl: string;
}

/** The campaign's picture for pages without a cover of their own. */
export const DEFAULT_SHARE_IMAGE = '/images/share-cover.png';

/** A page address as WeChat signs it: without `#` and what follows (JS-SDK 附录1). */
export function withoutHash(href: string): string {
	const hash = href.indexOf('#');
	return hash < 0 ? href : href.slice(0, hash);
}

function content(document: Document, selector: string): string {
	return document.querySelector(selector)?.getAttribute('content')?.trim() ?? '';
}

export function readShareCard(document: Document, pageHref: string): ShareCard {
	const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
	const link = new URL(canonical || withoutHash(pageHref), pageHref).href;
	const image = content(document, 'meta[property="og:image"]') || DEFAULT_SHARE_IMAGE;
	return {
		title: content(document, 'meta[property="og:title"]') || document.title,
		desc: content(document, 'meta[name="description"]'),
		link,
		imgUrl: new URL(image, link).href,
	};
}
