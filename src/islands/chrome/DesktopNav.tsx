import type { MenuEntry } from '../../lib/menus';
import { $isAdmin } from '../../lib/stores/session';
import { useClientValue } from '../shared/use-client-value';
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
 * The desktop header menu (docs/routes.md, "Desktop header"): links and two menu-button dropdowns,
 * whose admin-only entries an admin alone is offered.
 */
export default function DesktopNav({ menu, currentPath }: Props) {
	const isAdmin = useClientValue($isAdmin, false);
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
								items={(entry.children ?? [])
									.filter((link) => isAdmin || !link.adminOnly)
									.map((link) => ({
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
