import type { ReactNode } from 'react';
import { useMenuButton } from '../shared/use-menu-button';

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

/** The header's menu button: a button that opens a menu of links and actions. */
export default function MenuButton({
	label,
	items,
	className,
	openOnHover,
	align = 'start',
}: Props) {
	const menu = useMenuButton(openOnHover ? { hoverCloseDelayMs: CLOSE_DELAY_MS } : {});

	return (
		<div className={`menu-button ${className ?? ''}`} {...menu.rootProps}>
			<button {...menu.buttonProps}>
				{label}
				<span className="menu-caret" aria-hidden="true" />
			</button>
			<div
				{...menu.menuProps}
				role="menu"
				aria-labelledby={menu.buttonProps.id}
				className={`menu-list menu-${align}`}
			>
				{items.map((item) => {
					const select = () => {
						menu.close();
						item.onSelect?.();
					};
					return item.href ? (
						<a
							key={item.label}
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
						<button key={item.label} role="menuitem" tabIndex={-1} type="button" onClick={select}>
							{item.label}
							{item.badge}
						</button>
					);
				})}
			</div>
		</div>
	);
}
