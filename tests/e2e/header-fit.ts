import type { Page } from '@playwright/test';

/**
 * Where the desktop header's rows (logo, menu, actions) leave its box or its bar's width, and where the page's first
 * content starts above the header's bottom edge (a transparent header lies over its hero).
 */
export function findHeaderOverflow(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const header = document.querySelector('.site-header')?.getBoundingClientRect();
		const bar = document.querySelector('.header-bar')?.getBoundingClientRect();
		if (!header || !bar) return ['no site header'];
		const problems: string[] = [];
		for (const part of ['.header-logo', '.desktop-nav', '.header-actions']) {
			const box = document.querySelector(part)?.getBoundingClientRect();
			if (!box) problems.push(`${part} missing`);
			else if (box.top < header.top - 0.5 || box.bottom > header.bottom + 0.5) {
				problems.push(
					`${part} ${box.top}–${box.bottom} outside the header ${header.top}–${header.bottom}`,
				);
			} else if (box.left < bar.left - 0.5 || box.right > bar.right + 0.5) {
				problems.push(`${part} ${box.left}–${box.right} outside the bar ${bar.left}–${bar.right}`);
			}
		}
		/** The part of a box its scrolling and clipping ancestors let show (a moving strip's rows). */
		const shownTop = (node: Element) => {
			const box = node.getBoundingClientRect();
			if (box.width <= 1 || box.height <= 1) return Number.POSITIVE_INFINITY;
			let top = box.top;
			for (let up = node.parentElement; up; up = up.parentElement) {
				if (getComputedStyle(up).overflowY !== 'visible') {
					top = Math.max(top, up.getBoundingClientRect().top);
				}
			}
			return top < box.bottom ? top : Number.POSITIVE_INFINITY;
		};
		const content = document.querySelectorAll('#main :is(h1, h2, h3, p, a, img, button, li)');
		const top = Math.min(...[...content].map(shownTop));
		if (top <= header.bottom)
			problems.push(`content at ${top} touches the header ending at ${header.bottom}`);
		return problems;
	});
}
