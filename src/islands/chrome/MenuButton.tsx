import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { itemForButtonKey, itemForMenuKey, wrapIndex } from './menu-keys';

export interface MenuItem {
	label: string;
	/** Shown after the label, e.g. an unread count. */
	badge?: ReactNode;
	href?: string;
	/** Opens in a new window. */
	external?: boolean;
	onSelect?: () => void;
}

interface Props {
	label: ReactNode;
	items: readonly MenuItem[];
	className?: string;
	/** Opens on pointer hover as well as on click (desktop header menus). */
	openOnHover?: boolean;
	align?: 'start' | 'end';
}

const CLOSE_DELAY_MS = 150;

/** A WAI-ARIA menu button: a button that opens a menu of links and actions. */
export default function MenuButton({
	label,
	items,
	className,
	openOnHover,
	align = 'start',
}: Props) {
	const id = useId();
	const [open, setOpen] = useState(false);
	const root = useRef<HTMLDivElement>(null);
	const button = useRef<HTMLButtonElement>(null);
	const itemRefs = useRef<(HTMLElement | null)[]>([]);
	const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
	/** Opened by the mouse coming over it: the click that follows keeps it open. */
	const openedByHover = useRef(false);

	const focusItem = (index: number) => {
		itemRefs.current[wrapIndex(index, items.length)]?.focus();
	};
	const openAndFocus = (index: number) => {
		setOpen(true);
		requestAnimationFrame(() => focusItem(index));
	};
	const close = (returnFocus: boolean) => {
		setOpen(false);
		if (returnFocus) button.current?.focus();
	};

	useEffect(() => {
		if (!open) return;
		const onPointerDown = (event: PointerEvent) => {
			if (!root.current?.contains(event.target as Node)) setOpen(false);
		};
		document.addEventListener('pointerdown', onPointerDown);
		return () => document.removeEventListener('pointerdown', onPointerDown);
	}, [open]);

	const onButtonKeyDown = (event: KeyboardEvent) => {
		const start = itemForButtonKey(event.key);
		if (start === undefined) return;
		event.preventDefault();
		openAndFocus(start);
	};

	const onMenuKeyDown = (event: KeyboardEvent) => {
		if (event.key === 'Tab') {
			setOpen(false);
			return;
		}
		if (event.key === 'Escape') {
			event.preventDefault();
			close(true);
			return;
		}
		const current = itemRefs.current.indexOf(document.activeElement as HTMLElement);
		const target = itemForMenuKey(event.key, current);
		if (target === undefined) return;
		event.preventDefault();
		focusItem(target);
	};

	const hover = openOnHover
		? {
				onPointerEnter: (event: { pointerType: string }) => {
					if (event.pointerType !== 'mouse') return;
					clearTimeout(closeTimer.current);
					if (!open) openedByHover.current = true;
					setOpen(true);
				},
				onPointerLeave: (event: { pointerType: string }) => {
					if (event.pointerType !== 'mouse') return;
					closeTimer.current = setTimeout(() => {
						openedByHover.current = false;
						setOpen(false);
					}, CLOSE_DELAY_MS);
				},
			}
		: {};

	return (
		<div ref={root} className={`menu-button ${className ?? ''}`} data-open={open} {...hover}>
			<button
				ref={button}
				type="button"
				id={`${id}-button`}
				aria-haspopup="menu"
				aria-expanded={open}
				aria-controls={`${id}-menu`}
				onClick={() => {
					// A hover has opened the menu before the click comes, so a toggle would close it again.
					setOpen(openedByHover.current || !open);
					openedByHover.current = false;
				}}
				onKeyDown={onButtonKeyDown}
			>
				{label}
				<span className="menu-caret" aria-hidden="true" />
			</button>
			<div
				id={`${id}-menu`}
				role="menu"
				aria-labelledby={`${id}-button`}
				className={`menu-list menu-${align}`}
				hidden={!open}
				onKeyDown={onMenuKeyDown}
			>
				{items.map((item, index) => {
					const ref = (element: HTMLElement | null) => {
						itemRefs.current[index] = element;
					};
					const select = () => {
						setOpen(false);
						item.onSelect?.();
					};
					return item.href ? (
						<a
							key={item.label}
							ref={ref}
							role="menuitem"
							tabIndex={-1}
							href={item.href}
							onClick={select}
							{...(item.external ? { target: '_blank', rel: 'noopener' } : {})}
						>
							{item.label}
							{item.badge}
						</a>
					) : (
						<button
							key={item.label}
							ref={ref}
							role="menuitem"
							tabIndex={-1}
							type="button"
							onClick={select}
						>
							{item.label}
							{item.badge}
						</button>
					);
				})}
			</div>
		</div>
	);
}
