import { type KeyboardEvent, useEffect, useRef } from 'react';
import { itemForMenuKey, wrapIndex } from '../shared/menu-keys';
import { PLAYER_VERSION } from './player-options';

export type ContextAction = 'colour' | 'hotkeys' | 'copy' | 'version';

const ITEMS: readonly { action: ContextAction; label: string }[] = [
	{ action: 'colour', label: '视频色彩调整' },
	{ action: 'hotkeys', label: '快捷键说明' },
	{ action: 'copy', label: '复制视频网址' },
	{ action: 'version', label: `版本：${PLAYER_VERSION}` },
];

interface ContextMenuProps {
	left: number;
	top: number;
	onSelect: (action: ContextAction) => void;
	/** `press` is the pointerdown outside the menu that closed it, if any. */
	onClose: (press?: Event) => void;
}

/** The player's right-click menu; Esc, a click anywhere or Tab closes it. */
export function ContextMenu({ left, top, onSelect, onClose }: ContextMenuProps) {
	const ref = useRef<HTMLDivElement>(null);
	const closeRef = useRef(onClose);
	closeRef.current = onClose;
	useEffect(() => {
		ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
		const onPointerDown = (event: Event) => {
			if (!ref.current?.contains(event.target as Node)) closeRef.current(event);
		};
		document.addEventListener('pointerdown', onPointerDown, true);
		return () => document.removeEventListener('pointerdown', onPointerDown, true);
	}, []);
	const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
		const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
		const target = itemForMenuKey(event.key, items.indexOf(document.activeElement as HTMLElement));
		if (target !== undefined) items[wrapIndex(target, items.length)]?.focus();
		else if (event.key === 'Escape' || event.key === 'Tab') onClose();
		else return;
		event.stopPropagation();
		if (event.key !== 'Tab') event.preventDefault();
	};
	return (
		<div
			ref={ref}
			className="vp-context"
			role="menu"
			aria-label="播放器菜单"
			style={{ left, top }}
			onKeyDown={onKeyDown}
		>
			{ITEMS.map(({ action, label }) => (
				<div
					key={action}
					role="menuitem"
					tabIndex={-1}
					className="vp-context-item"
					onClick={() => onSelect(action)}
					onKeyDown={(e) => {
						if (e.key !== 'Enter' && e.key !== ' ') return;
						e.preventDefault();
						e.stopPropagation();
						onSelect(action);
					}}
				>
					{label}
				</div>
			))}
		</div>
	);
}
