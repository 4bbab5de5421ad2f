import type { Page } from '@playwright/test';

/** What a reader reads or touches: the page's text, links, controls and pictures, header and footers. */
const CONTENT = [
	'main :is(h1, h2, h3, p, li, dt, dd, a, button, label, input, select, img, th, td, path.inset)',
	'footer :is(p, a, li, img)',
	'header :is(a, button)',
].join(', ');

/**
 * The content elements (matching `content`, outside the chrome) whose boxes meet a box of the
 * chrome (`chrome`: docked bars, menu buttons) as the window shows them now.
 */
export function findCovered(page: Page, chrome: string, content = CONTENT): Promise<string[]> {
	return page.evaluate(
		([chrome, content]) => {
			const boxOf = (node: Element) => {
				const box = node.getBoundingClientRect();
				return box.width > 1 && box.height > 1 ? box : null;
			};
			const bars = [...document.querySelectorAll(chrome)].flatMap((bar) => boxOf(bar) ?? []);
			return [...document.querySelectorAll(content)].flatMap((node) => {
				const box = node.closest(chrome) ? null : boxOf(node);
				const covered = bars.some(
					(bar) =>
						box &&
						box.left < bar.right &&
						bar.left < box.right &&
						box.top < bar.bottom &&
						bar.top < box.bottom,
				);
				if (!covered || !box) return [];
				const text = (node.textContent ?? '').trim().slice(0, 16) || node.getAttribute('class');
				return [`${node.tagName.toLowerCase()} “${text}” at ${Math.round(box.top)}`];
			});
		},
		[chrome, content] as const,
	);
}

/**
 * Brings `part`'s last match up from below, as find-in-page and tabbing do (it ends at the bottom of
 * the window), and says whether the chrome covers it there.
 */
export function findPartCovered(page: Page, chrome: string, part: string): Promise<string[]> {
	return page.evaluate(
		([chrome, part]) => {
			window.scrollTo(0, 0);
			const node = [...document.querySelectorAll(part)].at(-1);
			if (!node) return [`no ${part}`];
			node.scrollIntoView({ block: 'nearest' });
			const box = node.getBoundingClientRect();
			const covered = [...document.querySelectorAll(chrome)].some((bar) => {
				const edge = bar.getBoundingClientRect();
				return (
					edge.height > 1 &&
					edge.top < box.bottom &&
					box.top < edge.bottom &&
					edge.left < box.right &&
					box.left < edge.right
				);
			});
			return covered ? [`${part} scrolled into view at ${Math.round(box.top)}`] : [];
		},
		[chrome, part] as const,
	);
}

/** Scrolls to the end of the page and names the last content element, if the chrome covers it. */
export function findLastContentCovered(page: Page, chrome: string): Promise<string[]> {
	return page.evaluate(
		([chrome, content]) => {
			window.scrollTo(0, document.documentElement.scrollHeight);
			const last = [...document.querySelectorAll(content)]
				.filter((node) => !node.closest(chrome))
				.map((node) => ({ node, box: node.getBoundingClientRect() }))
				.filter(({ box }) => box.width > 1 && box.height > 1)
				.sort((a, b) => a.box.bottom - b.box.bottom)
				.at(-1);
			if (!last) return ['no content'];
			const covered = [...document.querySelectorAll(chrome)].some((bar) => {
				const box = bar.getBoundingClientRect();
				return (
					box.height > 1 &&
					box.top < last.box.bottom &&
					last.box.top < box.bottom &&
					box.left < last.box.right &&
					last.box.left < box.right
				);
			});
			const text = (last.node.textContent ?? '').trim().slice(0, 16);
			return covered ? [`last content “${text}” at ${Math.round(last.box.top)}`] : [];
		},
		[chrome, CONTENT] as const,
	);
}
