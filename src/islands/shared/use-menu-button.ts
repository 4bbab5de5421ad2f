import {
	type KeyboardEvent,
	type MouseEvent,
	type PointerEvent,
	useEffect,
	useId,
	useRef,
	useState,
} from 'react';
import { itemForButtonKey, itemForMenuKey, wrapIndex } from './menu-keys';

interface Options {
	/** Opens when a mouse comes over it, and closes this long after the mouse leaves. */
	hoverCloseDelayMs?: number;
	/** The item the keyboard opens the menu at, e.g. the checked choice; -1 lets the key decide. */
	currentItem?: number;
	onOpenChange?: ((open: boolean) => void) | undefined;
}

const ITEMS = '[role^="menuitem"]';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
	return [...(menu?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
}

function focusItem(menu: HTMLElement | null, index: number) {
	const items = menuItems(menu);
	items[wrapIndex(index, items.length)]?.focus();
}

/**
 * The WAI-ARIA menu button: props for its wrapper, button and menu. Click, Enter, Space or ↓ opens
 * (↑ at the last item), arrows, Home and End move, Esc closes and returns the focus, Tab and a press
 * outside close. The menu element says role="menu"; its items are the descendants with a menuitem
 * role.
 */
export function useMenuButton({ hoverCloseDelayMs, currentItem = -1, onOpenChange }: Options = {}) {
	const id = useId();
	const [open, setOpen] = useState(false);
	const root = useRef<HTMLDivElement>(null);
	const button = useRef<HTMLButtonElement>(null);
	const menu = useRef<HTMLDivElement>(null);
	/** The item to focus once the menu shows, when the keyboard opened it. */
	const focusOnOpen = useRef<number | null>(null);
	/** Opened by the mouse coming over it: the click that follows keeps it open. */
	const openedByHover = useRef(false);
	const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

	const change = (next: boolean, focusIndex: number | null = null) => {
		clearTimeout(closeTimer.current);
		focusOnOpen.current = focusIndex;
		openedByHover.current = false;
		setOpen(next);
	};
	/** Opens the menu, or keeps it open, with the focus on item `index`. */
	const openAt = (index: number) => {
		if (open) focusItem(menu.current, index);
		else change(true, index);
	};
	const close = (returnFocus = false) => {
		change(false);
		if (returnFocus) button.current?.focus();
	};

	useEffect(() => onOpenChange?.(open), [open, onOpenChange]);
	useEffect(() => {
		if (!open) return;
		if (focusOnOpen.current !== null) focusItem(menu.current, focusOnOpen.current);
		const onPointerDown = (event: Event) => {
			if (root.current?.contains(event.target as Node)) return;
			openedByHover.current = false;
			setOpen(false);
		};
		document.addEventListener('pointerdown', onPointerDown);
		return () => document.removeEventListener('pointerdown', onPointerDown);
	}, [open]);

	const onButtonKeyDown = (event: KeyboardEvent) => {
		if (event.key === 'Tab' && open) change(false);
		const start = itemForButtonKey(event.key);
		if (start === undefined) return;
		event.preventDefault();
		event.stopPropagation();
		openAt(currentItem >= 0 ? currentItem : start);
	};
	const onMenuKeyDown = (event: KeyboardEvent) => {
		if (event.key === 'Tab') {
			change(false);
			return;
		}
		if (event.key === 'Escape') {
			event.preventDefault();
			event.stopPropagation();
			close(true);
			return;
		}
		const items = menuItems(menu.current);
		const target = itemForMenuKey(event.key, items.indexOf(document.activeElement as HTMLElement));
		if (target === undefined) return;
		event.preventDefault();
		event.stopPropagation();
		focusItem(menu.current, target);
	};
	const hover =
		hoverCloseDelayMs === undefined
			? {}
			: {
					onPointerEnter: (event: PointerEvent) => {
						if (event.pointerType !== 'mouse') return;
						clearTimeout(closeTimer.current);
						if (!open) openedByHover.current = true;
						setOpen(true);
					},
					onPointerLeave: (event: PointerEvent) => {
						if (event.pointerType !== 'mouse') return;
						if (hoverCloseDelayMs === 0) change(false);
						else closeTimer.current = setTimeout(() => change(false), hoverCloseDelayMs);
					},
				};

	return {
		open,
		close,
		rootProps: {
			ref: root,
			'data-open': open,
			...hover,
		},
		buttonProps: {
			ref: button,
			type: 'button' as const,
			id: `${id}-button`,
			'aria-haspopup': 'menu' as const,
			'aria-expanded': open,
			'aria-controls': `${id}-menu`,
			onClick: (event: MouseEvent) => {
				// A hover has opened the menu before the click comes, so a toggle would close it again.
				const next = openedByHover.current || !open;
				// A click without a pointer (assistive technology) lands in the menu, as a key would.
				if (next && event.detail === 0) openAt(Math.max(currentItem, 0));
				else change(next);
			},
			onKeyDown: onButtonKeyDown,
		},
		menuProps: {
			ref: menu,
			id: `${id}-menu`,
			hidden: !open,
			onKeyDown: onMenuKeyDown,
		},
	};
}
