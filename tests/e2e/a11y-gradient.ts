import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

/**
 * axe leaves text on a gradient "incomplete" (it cannot pick one background colour). This checks
 * such text against every opaque colour stop of the nearest gradient behind it, the way axe
 * checks a flat background: 4.5:1, or 3:1 for large text (24px, or 18.66px bold).
 */
export async function gradientContrastFailures(
	page: Page,
	incomplete: Result[],
): Promise<string[]> {
	const contrast = incomplete.find((result) => result.id === 'color-contrast');
	const targets = (contrast?.nodes ?? [])
		.filter((node) => node.any.some((check) => check.data?.messageKey === 'bgGradient'))
		.map((node) => node.target.at(-1))
		.filter((target): target is string => typeof target === 'string');
	if (targets.length === 0) return [];
	return page.evaluate((selectors) => {
		const parse = (text: string) => {
			const [r = 0, g = 0, b = 0, a = 1] = (text.match(/[\d.]+/g) ?? []).map(Number);
			return { r, g, b, a };
		};
		type Colour = ReturnType<typeof parse>;
		const channel = (value: number) => {
			const c = value / 255;
			return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
		};
		const luminance = ({ r, g, b }: Colour) =>
			0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
		const over = (top: Colour, under: Colour): Colour => ({
			r: top.r * top.a + under.r * (1 - top.a),
			g: top.g * top.a + under.g * (1 - top.a),
			b: top.b * top.a + under.b * (1 - top.a),
			a: 1,
		});
		const ratio = (one: Colour, two: Colour) => {
			const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x);
			return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
		};
		const opaqueStops = (element: Element) =>
			(getComputedStyle(element).backgroundImage.match(/rgba?\([^)]*\)/g) ?? [])
				.map(parse)
				.filter((colour) => colour.a === 1);
		const failures: string[] = [];
		for (const selector of selectors) {
			const element = document.querySelector(selector);
			if (!element) continue;
			// The nearest gradient behind the text, unless a solid background comes first.
			let holder: Element | null = element;
			while (holder && opaqueStops(holder).length === 0) {
				if (parse(getComputedStyle(holder).backgroundColor).a === 1) holder = null;
				else holder = holder.parentElement;
			}
			if (!holder) continue;
			const style = getComputedStyle(element);
			const size = Number.parseFloat(style.fontSize);
			const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
			const needed = large ? 3 : 4.5;
			const text = parse(style.color);
			const worst = Math.min(...opaqueStops(holder).map((stop) => ratio(over(text, stop), stop)));
			if (worst < needed) {
				failures.push(`${selector}: ${worst.toFixed(2)}:1 on a gradient stop, needs ${needed}:1`);
			}
		}
		return failures;
	}, targets);
}
