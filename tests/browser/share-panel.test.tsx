import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import SharePanel from '../../src/islands/share/SharePanel';
import { render } from './render';

describe('分享 (walk-through m21)', () => {
	it('opens a dialog that takes the focus, keeps Tab inside, and gives it back on Esc', async () => {
		const screen = await render(
			<>
				<SharePanel url="https://kepuyue.example.cn/detail-page?id=5" title="天文观测夜" />
				<a href="#after">页面上的下一个链接</a>
			</>,
		);
		const toggle = screen.getByRole('button', { name: '分享' });
		await userEvent.click(toggle);
		const dialog = screen.getByRole('dialog', { name: '分享：天文观测夜' });
		await expect.element(dialog).toBeVisible();
		const dialogElement = dialog.element();
		expect(dialogElement.contains(document.activeElement), 'focus inside the dialog').toBe(true);

		for (let step = 0; step < 6; step += 1) {
			await userEvent.keyboard('{Tab}');
			expect(
				dialogElement.contains(document.activeElement) || document.activeElement === document.body,
				`Tab ${step + 1} stays in the dialog (on ${document.activeElement?.outerHTML.slice(0, 60)})`,
			).toBe(true);
		}

		await userEvent.keyboard('{Escape}');
		await expect.element(dialog).not.toBeInTheDocument();
		expect(document.activeElement).toBe(toggle.element());
		await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
	});

	it('closes with 关闭分享 and returns the focus to 分享', async () => {
		const screen = await render(<SharePanel url="https://kepuyue.example.cn/" title="首页" />);
		const toggle = screen.getByRole('button', { name: '分享' });
		await userEvent.click(toggle);
		await userEvent.click(screen.getByRole('button', { name: '关闭分享' }));
		await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
		expect(document.activeElement).toBe(toggle.element());
	});
});
