import type { ReactNode } from 'react';
import { useMenuButton } from '../shared/use-menu-button';

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

/** A player control's menu of choices or switches; the keyboard opens it at the checked choice. */
export function MenuButton({
	children,
	label,
	items,
	kind,
	className,
	tip,
	onOpenChange,
}: MenuButtonProps) {
	const menu = useMenuButton({
		hoverCloseDelayMs: 0,
		currentItem: items.findIndex((item) => item.checked),
		onOpenChange,
	});
	const select = (item: MenuItem) => {
		item.onSelect();
		if (kind === 'radio') menu.close(true);
	};

	return (
		<div className={`vp-menu ${className ?? ''}`} {...menu.rootProps}>
			<button
				{...menu.buttonProps}
				className="vp-button vp-menu-button"
				aria-label={label}
				data-tip={tip}
			>
				{children}
			</button>
			<div {...menu.menuProps} role="menu" aria-label={label} className="vp-menu-list">
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
