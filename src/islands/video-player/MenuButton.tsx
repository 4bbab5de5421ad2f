import {
	type KeyboardEvent,
	type MouseEvent,
	type PointerEvent,
	type ReactNode,
	useEffect,
	useId,
	useRef,
	useState,
} from 'react';

export interface MenuItem {
	key: string;
	label: string;
	checked: boolean;
	onSelect: () => void;
}

interface MenuButtonProps {
	/** Visible button content. */
	children: ReactNode;
	/** Accessible name of the button, e.g. "画质：480P". */
	label: string;
	items: readonly MenuItem[];
	/** radio for one choice (speed, quality, tracks), checkbox for switches (settings). */
	kind: 'radio' | 'checkbox';
	className?: string;
	/** Tooltip for an icon-only button: its name, shown on hover and keyboard focus. */
	tip?: string;
	onOpenChange?: (open: boolean) => void;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
	ArrowDown: (i, n) => (i + 1) % n,
	ArrowUp: (i, n) => (i - 1 + n) % n,
	Home: () => 0,
	End: (_, n) => n - 1,
};

/** APG menu button: click, Enter, Space or ↓ opens; arrows move; Esc closes and returns focus. Hover opens for a mouse. */
export function MenuButton({
	children,
	label,
	items,
	kind,
	className,
	tip,
	onOpenChange,
}: MenuButtonProps) {
	const [open, setOpen] = useState(false);
	const buttonRef = useRef<HTMLButtonElement>(null);
	const listRef = useRef<HTMLDivElement>(null);
	const focusOnOpen = useRef(false);
	const menuId = useId();

	const openedByHover = useRef(false);
	const change = (next: boolean, focusItem = false) => {
		focusOnOpen.current = focusItem;
		openedByHover.current = false;
		setOpen(next);
	};
	useEffect(() => onOpenChange?.(open), [open, onOpenChange]);
	useEffect(() => {
		if (!open || !focusOnOpen.current) return;
		const menuItems = listRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]');
		const checked = items.findIndex((item) => item.checked);
		menuItems?.[Math.max(0, checked)]?.focus();
	}, [open, items]);

	const close = (returnFocus: boolean) => {
		change(false);
		if (returnFocus) buttonRef.current?.focus();
	};
	const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
		const menuItems = [
			...(listRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []),
		];
		const move = MOVES[event.key];
		if (move) {
			event.preventDefault();
			event.stopPropagation();
			const index = menuItems.indexOf(document.activeElement as HTMLElement);
			menuItems[move(index, menuItems.length)]?.focus();
		} else if (event.key === 'Escape') {
			event.preventDefault();
			event.stopPropagation();
			close(true);
		} else if (event.key === 'Tab') {
			change(false);
		}
	};
	const hoverOpen = (event: PointerEvent, next: boolean) => {
		if (event.pointerType !== 'mouse') return;
		change(next);
		openedByHover.current = next;
	};
	// A click on a menu the mouse just opened by hovering keeps it open instead of toggling it shut.
	const onButtonClick = (event: MouseEvent) => {
		const next = openedByHover.current ? true : !open;
		change(next, event.detail === 0);
	};
	const select = (item: MenuItem) => {
		item.onSelect();
		if (kind === 'radio') close(true);
	};

	return (
		// biome-ignore lint/a11y/noStaticElementInteractions: hover opens the menu for a mouse; the button is the keyboard path.
		<div
			className={`vp-menu ${className ?? ''}`}
			onPointerEnter={(e) => hoverOpen(e, true)}
			onPointerLeave={(e) => hoverOpen(e, false)}
			onBlur={(e) => {
				if (!e.currentTarget.contains(e.relatedTarget as Node | null)) change(false);
			}}
		>
			<button
				ref={buttonRef}
				type="button"
				className="vp-button vp-menu-button"
				aria-label={label}
				data-tip={tip}
				aria-haspopup="menu"
				aria-expanded={open}
				aria-controls={menuId}
				onClick={onButtonClick}
				onKeyDown={(e) => {
					if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
					e.preventDefault();
					e.stopPropagation();
					change(true, true);
				}}
			>
				{children}
			</button>
			<div
				ref={listRef}
				id={menuId}
				role="menu"
				aria-label={label}
				className="vp-menu-list"
				hidden={!open}
				onKeyDown={onMenuKeyDown}
			>
				{items.map((item) => (
					// biome-ignore lint/a11y/noStaticElementInteractions: the role is menuitemradio or menuitemcheckbox, chosen by kind.
					// biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-checked is valid on both menuitem roles.
					<div
						key={item.key}
						role={kind === 'radio' ? 'menuitemradio' : 'menuitemcheckbox'}
						aria-checked={item.checked}
						tabIndex={-1}
						className={`vp-menu-item${item.checked ? ' is-active' : ''}`}
						onClick={() => select(item)}
						onKeyDown={(e) => {
							if (e.key !== 'Enter' && e.key !== ' ') return;
							e.preventDefault();
							e.stopPropagation();
							select(item);
						}}
					>
						<span>{item.label}</span>
						{kind === 'checkbox' && <span className="vp-switch" aria-hidden="true" />}
					</div>
				))}
			</div>
		</div>
	);
}
