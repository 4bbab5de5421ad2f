import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ModalDialog } from '../../src/islands/shared/ModalDialog';
import { useMenuButton } from '../../src/islands/shared/use-menu-button';
import { render } from './render';

function Menu({ currentItem = -1 }: { currentItem?: number }) {
	const menu = useMenuButton({ currentItem });
	return (
		<div {...menu.rootProps}>
			<button {...menu.buttonProps}>菜单</button>
			<div {...menu.menuProps} role="menu" aria-labelledby={menu.buttonProps.id}>
				{['甲', '乙', '丙'].map((label) => (
					<button
						key={label}
						type="button"
						role="menuitem"
						tabIndex={-1}
						onClick={() => menu.close()}
					>
						{label}
					</button>
				))}
			</div>
		</div>
	);
}

function Opener() {
	const [open, setOpen] = useState(false);
	return (
		<>
			<button type="button" onClick={() => setOpen(true)}>
				打开
			</button>
			<a href="#behind">对话框后面的链接</a>
			{open && (
				<ModalDialog aria-label="试验对话框" onClose={() => setOpen(false)}>
					<input aria-label="第一格" />
					<button type="button" onClick={() => setOpen(false)}>
						关闭
					</button>
				</ModalDialog>
			)}
		</>
	);
}

const focused = () => document.activeElement?.textContent || document.activeElement?.ariaLabel;

describe('the shared menu button', () => {
	it('opens from the keyboard, moves with arrows, Home and End, wraps, and Esc returns the focus', async () => {
		const screen = await render(<Menu />);
		const button = screen.getByRole('button', { name: '菜单' });
		const menu = screen.getByRole('menu', { includeHidden: true });
		await expect.element(button).toHaveAttribute('aria-expanded', 'false');
		await expect.element(menu).not.toBeVisible();

		(button.element() as HTMLElement).focus();
		await userEvent.keyboard('{ArrowDown}');
		await expect.element(menu).toBeVisible();
		await expect.element(button).toHaveAttribute('aria-expanded', 'true');
		await expect.poll(focused).toBe('甲');
		await userEvent.keyboard('{ArrowUp}');
		expect(focused(), 'ArrowUp from the first wraps to the last').toBe('丙');
		await userEvent.keyboard('{ArrowDown}');
		expect(focused(), 'ArrowDown from the last wraps to the first').toBe('甲');
		await userEvent.keyboard('{End}');
		expect(focused()).toBe('丙');
		await userEvent.keyboard('{Home}');
		expect(focused()).toBe('甲');

		await userEvent.keyboard('{Escape}');
		await expect.element(menu).not.toBeVisible();
		expect(document.activeElement).toBe(button.element());

		await userEvent.keyboard('{ArrowUp}');
		await expect.poll(focused).toBe('丙');
		await userEvent.keyboard('{Tab}');
		await expect.element(menu).not.toBeVisible();
	});

	it('opens at the current item, closes on a click outside, and a click toggles it', async () => {
		const screen = await render(
			<>
				<Menu currentItem={1} />
				<p>外面</p>
			</>,
		);
		const button = screen.getByRole('button', { name: '菜单' });
		const menu = screen.getByRole('menu', { includeHidden: true });
		(button.element() as HTMLElement).focus();
		await userEvent.keyboard('{Enter}');
		await expect.poll(focused).toBe('乙');
		await userEvent.click(screen.getByText('外面'));
		await expect.element(menu).not.toBeVisible();

		await userEvent.click(button);
		await expect.element(menu).toBeVisible();
		await userEvent.click(button);
		await expect.element(menu).not.toBeVisible();
	});
});

describe('the shared modal dialog', () => {
	it('is modal, takes the focus, keeps Tab inside, locks the scroll, and Esc gives the focus back', async () => {
		const screen = await render(<Opener />);
		const opener = screen.getByRole('button', { name: '打开' });
		await userEvent.click(opener);
		const dialog = screen.getByRole('dialog', { name: '试验对话框' });
		await expect.element(dialog).toBeVisible();
		const element = dialog.element() as HTMLDialogElement;
		expect(element.matches(':modal'), 'shown with showModal').toBe(true);
		expect(focused(), 'focus on its first control').toBe('第一格');
		expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');

		await userEvent.keyboard('{Tab}');
		expect(focused()).toBe('关闭');
		await userEvent.keyboard('{Tab}');
		expect(focused(), 'Tab from the last control comes back to the first').toBe('第一格');
		await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
		expect(focused(), 'Shift+Tab from the first goes to the last').toBe('关闭');

		await userEvent.keyboard('{Escape}');
		await expect.element(dialog).not.toBeInTheDocument();
		expect(document.activeElement).toBe(opener.element());
		expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
	});

	it('gives the focus back when a control inside closes it', async () => {
		const screen = await render(<Opener />);
		const opener = screen.getByRole('button', { name: '打开' });
		await userEvent.click(opener);
		await userEvent.click(screen.getByRole('button', { name: '关闭' }));
		await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
		expect(document.activeElement).toBe(opener.element());
	});
});
