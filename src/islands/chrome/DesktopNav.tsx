import type { MenuEntry } from '../../lib/menus';
import MenuButton from './MenuButton';

interface Props {
	menu: readonly MenuEntry[];
	/** The current path, to mark the active entry. */
	currentPath: string;
}

function isCurrent(entry: MenuEntry, path: string): boolean {
	const hrefs = entry.href ? [entry.href] : (entry.children ?? []).map((link) => link.href);
	return hrefs.some((href) => href.split('?')[0] === path);
}

/**
 * The desktop header menu (docs/routes.md, "Desktop header"): links and two menu-button dropdowns.
 */
export default function DesktopNav({ menu, currentPath }: Props) {
	return (
		<nav aria-label="主导航" className="desktop-nav">
			<ul className="nav-list">
				{menu.map((entry) => (
					<li key={entry.label} className={isCurrent(entry, currentPath) ? 'current' : undefined}>
						{entry.href ? (
							<a href={entry.href} aria-current={entry.href === currentPath ? 'page' : undefined}>
								{entry.label}
							</a>
						) : (
							<MenuButton
								label={entry.label}
								openOnHover
								items={(entry.children ?? []).map((link) => ({
									label: link.label,
									href: link.href,
									...(link.external ? { external: true } : {}),
								}))}
							/>
						)}
					</li>
				))}
			</ul>
		</nav>
	);
}
