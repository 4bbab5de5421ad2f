import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectInside } from './geometry';
import { renderPlayer } from './player-harness';

const ICON_BUTTONS = ['画中画', '网页全屏', '全屏', '静音', '设置'];

/** The box of a button's tooltip (its ::after), or null when none shows. */
function tipBox(button: Element) {
	const style = getComputedStyle(button, '::after');
	if (style.content === 'none' || style.display === 'none') return null;
	const box = button.getBoundingClientRect();
	const left = box.left + Number.parseFloat(style.left);
	const top = box.top + Number.parseFloat(style.top);
	const width = Number.parseFloat(style.width);
	const height = Number.parseFloat(style.height);
	return { text: style.content, left, top, right: left + width, bottom: top + height };
}

describe('video player labels', () => {
	it('names each icon-only button in a tooltip on hover and on keyboard focus, inside the player', async () => {
		const { screen, root } = await renderPlayer();
		for (const name of ICON_BUTTONS) {
			const button = screen.getByRole('button', { name, exact: true });
			await button.hover();
			const tip = tipBox(button.element());
			expect(tip?.text, name).toBe(`"${name}"`);
			expectInside(tip ?? { left: 0, top: 0, right: 0, bottom: 0 }, root.getBoundingClientRect());
		}
		await page.elementLocator(document.body).hover({ position: { x: 1200, y: 780 } });
		root.focus();
		const seen: string[] = [];
		for (let i = 0; i < 20 && root.contains(document.activeElement); i++) {
			await userEvent.tab();
			const focused = document.activeElement;
			if (!focused || !root.contains(focused)) break;
			const tip = tipBox(focused);
			if (!tip) continue;
			seen.push(tip.text.replaceAll('"', ''));
			expectInside(tip, root.getBoundingClientRect());
		}
		expect(seen).toEqual(expect.arrayContaining(ICON_BUTTONS));
	});

	it('lists the speeds as 2.0x … 0.5x and labels the bar 倍速 at 1.0, else the rate', async () => {
		const { screen } = await renderPlayer();
		const speed = screen.getByRole('button', { name: /^倍速/ });
		await speed.click();
		expect(
			screen
				.getByRole('menuitemradio')
				.elements()
				.map((e) => e.textContent),
		).toEqual(['2.0x', '1.5x', '1.25x', '1.0x', '0.75x', '0.5x']);
		await expect.element(speed).toHaveTextContent('倍速');
		await screen.getByRole('menuitemradio', { name: '2.0x' }).click();
		await expect.element(speed).toHaveTextContent('2.0x');
	});
});
