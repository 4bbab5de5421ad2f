import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderPlayer } from './player-harness';

const rightClick = (root: HTMLElement, x: number, y: number) =>
	page.elementLocator(root).click({ button: 'right', position: { x, y } });

describe('video player context menu and dialogs', () => {
	it('opens the four items on right-click, shifted left near the right edge, and closes on Escape', async () => {
		const { screen, root } = await renderPlayer();
		await rightClick(root, 790, 40);
		const menu = screen.getByRole('menu', { name: '播放器菜单' });
		await expect.element(menu).toBeVisible();
		expect(
			screen
				.getByRole('menuitem')
				.elements()
				.map((e) => e.textContent),
		).toEqual(['视频色彩调整', '快捷键说明', '复制视频网址', '版本：1.3.1']);
		const left = menu.element().getBoundingClientRect().right - root.getBoundingClientRect().left;
		expect(left).toBeLessThanOrEqual(800);
		await expect.element(screen.getByRole('menuitem', { name: '视频色彩调整' })).toHaveFocus();
		await userEvent.keyboard('{Escape}');
		await expect.element(menu).not.toBeInTheDocument();
		await rightClick(root, 100, 100);
		await expect.element(menu).toBeVisible();
		await page.elementLocator(document.body).click({ position: { x: 1000, y: 780 } });
		await expect.element(menu).not.toBeInTheDocument();
	});

	it('copies the page address and announces it politely', async () => {
		const { screen, root } = await renderPlayer();
		const copied: string[] = [];
		Object.defineProperty(navigator, 'clipboard', {
			configurable: true,
			value: { writeText: async (text: string) => void copied.push(text) },
		});
		await rightClick(root, 100, 100);
		await screen.getByRole('menuitem', { name: '复制视频网址' }).click();
		await expect.poll(() => copied).toEqual([window.location.href]);
		await expect.element(screen.getByText('已复制视频网址')).toBeInTheDocument();
	});

	it('adjusts colours in a dialog showing value×255, applying value×2.55, with 重置', async () => {
		const { screen, root, video } = await renderPlayer();
		await rightClick(root, 100, 100);
		await screen.getByRole('menuitem', { name: '视频色彩调整' }).click();
		const dialog = screen.getByRole('dialog', { name: '视频色彩调整' });
		await expect.element(dialog).toBeVisible();
		const saturation = screen.getByRole('slider', { name: '饱和度' });
		await expect.element(saturation).toHaveAttribute('aria-valuetext', '饱和度 100');
		expect(video.style.filter).toBe('saturate(1) brightness(1) contrast(1)');
		await saturation.click();
		(saturation.element() as HTMLElement).focus();
		await userEvent.keyboard('{End}');
		await expect.element(saturation).toHaveAttribute('aria-valuetext', '饱和度 255');
		expect(video.style.filter).toBe('saturate(2.55) brightness(1) contrast(1)');
		await screen.getByRole('button', { name: '重置' }).click();
		await expect.element(saturation).toHaveAttribute('aria-valuetext', '饱和度 100');
		const muted = video.muted;
		await userEvent.keyboard('m');
		expect(video.muted, 'a player hotkey pressed in the dialog stays there').toBe(muted);
		await userEvent.keyboard('{Escape}');
		await expect.element(dialog).not.toBeInTheDocument();
	});

	it('lists the hotkeys from the key table, saying 快退10s as the key really does', async () => {
		const { screen, root } = await renderPlayer();
		await rightClick(root, 100, 100);
		await screen.getByRole('menuitem', { name: '快捷键说明' }).click();
		const dialog = screen.getByRole('dialog', { name: '快捷键说明' });
		await expect.element(dialog).toBeVisible();
		const text = dialog.element().textContent;
		expect(text).toContain('←快退10s');
		expect(text).toContain('→单次快进10s，长按5倍速播放');
		await expect.element(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
		await screen.getByRole('button', { name: '关闭' }).click();
		await expect.element(dialog).not.toBeInTheDocument();
	});
});
