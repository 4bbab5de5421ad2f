import { isOwnImageUrl } from '../../lib/validation/image-url';

/**
 * Tidies HTML pasted from Word and from 公众号 articles before the editor's schema reads it. The
 * schema keeps only the allowlisted tags and attributes anyway; this removes what it would keep
 * wrongly: Word's list bullets typed as text, hidden blocks and 公众号's embedded cards (whose text
 * would show as stray lines), pictures from other hosts (which the sanitiser drops), headings the
 * editor does not have, and Word's lists written as paragraphs.
 */

/** Removed with their content: not text of the article. */
const DROPPED = 'script, style, meta, link, title, xml, template, iframe, video, audio, svg';
/** Word's list markers ("1." or "·" with spaces), shown only by Word. */
const WORD_MARKER = '[style*="mso-list:Ignore" i], [style*="mso-list: Ignore" i]';
const WORD_LIST_ITEM = /mso-list:\s*l\d+\s+level(\d)/i;
const ORDERED_MARKER = /^\s*(\d+|[a-z]|[ivx]+)[.)、．]/i;
const HEADINGS: Record<string, string> = { H1: 'h2', H4: 'h3', H5: 'h3', H6: 'h3' };

function isHidden(element: Element): boolean {
	return /display\s*:\s*none/i.test(element.getAttribute('style') ?? '');
}

function rename(element: Element, tag: string): Element {
	const renamed = element.ownerDocument.createElement(tag);
	renamed.append(...element.childNodes);
	element.replaceWith(renamed);
	return renamed;
}

/** Word writes a list as paragraphs styled `mso-list:l0 level1`; runs of them become one list. */
function rebuildWordLists(body: HTMLElement) {
	let list: Element | null = null;
	for (const paragraph of [...body.querySelectorAll('p')]) {
		if (!WORD_LIST_ITEM.test(paragraph.getAttribute('style') ?? '')) {
			list = null;
			continue;
		}
		const marker = paragraph.querySelector(WORD_MARKER)?.textContent ?? '';
		const kind = ORDERED_MARKER.test(marker) ? 'ol' : 'ul';
		if (!list || list.tagName.toLowerCase() !== kind || list.nextElementSibling !== paragraph) {
			list = body.ownerDocument.createElement(kind);
			paragraph.before(list);
		}
		paragraph.querySelectorAll(WORD_MARKER).forEach((node) => {
			node.remove();
		});
		const item = body.ownerDocument.createElement('li');
		item.append(rename(paragraph, 'p'));
		list.append(item);
	}
}

export function cleanPastedHtml(html: string): string {
	const document = new DOMParser().parseFromString(html, 'text/html');
	const { body } = document;
	// Word's conditional comments (`<!--[if !supportLists]-->`) and the fragment markers.
	const comments = document.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
	const found: Node[] = [];
	while (comments.nextNode()) found.push(comments.currentNode);
	for (const comment of found) comment.parentNode?.removeChild(comment);
	for (const element of [...body.querySelectorAll('*')]) {
		const tag = element.tagName.toLowerCase();
		if (!element.isConnected) continue;
		// 公众号 cards and widgets (`<mp-common-profile>`, `<mpvoice>`) and Word's `<o:p>`.
		if (element.matches(DROPPED) || /^(mp|o:)/.test(tag) || isHidden(element)) element.remove();
		else if (tag === 'img' && !isOwnImageUrl(element.getAttribute('src') ?? '')) element.remove();
	}
	rebuildWordLists(body);
	body.querySelectorAll(WORD_MARKER).forEach((node) => {
		node.remove();
	});
	for (const heading of [...body.querySelectorAll('h1, h4, h5, h6')]) {
		rename(heading, HEADINGS[heading.tagName] ?? 'h3');
	}
	// Empty paragraphs are Word's and 公众号's spacing, not the author's text.
	for (const paragraph of [...body.querySelectorAll('p')]) {
		const text = (paragraph.textContent ?? '').replace(/[\s\u00a0\u3000]/g, '');
		if (text === '' && !paragraph.querySelector('img')) paragraph.remove();
	}
	return body.innerHTML;
}
