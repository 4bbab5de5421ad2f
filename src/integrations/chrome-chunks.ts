export interface ModuleGraph {
	getModuleInfo(
		id: string,
	): { importers: readonly string[]; importedIds: readonly string[] } | null;
}

/**
 * The islands of the layouts, hydrated on every page: the feedback button and the name prompt in
 * both layouts, the header's in the desktop one, the top bar's and the menu in the mobile one.
 */
const EVERY_PAGE_ISLAND =
	/[\\/]src[\\/]islands[\\/](display-name[\\/]NamePrompt|feedback[\\/]Feedback)\.tsx$/;
const DESKTOP_ISLAND =
	/[\\/]src[\\/]islands[\\/]chrome[\\/](DesktopNav|HeaderAccount|PublishButton)\.tsx$/;
const MOBILE_ISLAND = /[\\/]src[\\/]islands[\\/]chrome[\\/](MobileMenu|MobileAccountBar)\.tsx$/;

type ChromeGroup = 'chrome' | 'chrome-desktop' | 'chrome-mobile';

interface ChromeOptions {
	/** The island code the groups may take. */
	islandCode: RegExp;
	/** Whether a group of higher priority (React, a library, the page's) takes the module. */
	takenEarlier: (id: string, graph: ModuleGraph) => boolean;
}

/**
 * An island's own module stays its entry file: Astro deletes the stylesheet of a file holding an
 * island (the page's stylesheet has those styles), and a lazy dialog whose preload list still
 * named that stylesheet then failed to open.
 */
function isEntry(id: string, graph: ModuleGraph): boolean {
	return (graph.getModuleInfo(id)?.importers.length ?? 0) === 0;
}

/** The modules that import `id` through no other module (the entries), `id` itself if it is one. */
function rootsOf(id: string, graph: ModuleGraph, seen = new Set<string>()): string[] {
	if (seen.has(id)) return [];
	seen.add(id);
	const importers = graph.getModuleInfo(id)?.importers ?? [];
	if (importers.length === 0) return [id];
	return importers.flatMap((by) => rootsOf(by, graph, seen));
}

/** Which layouts load `id` on every page, by the islands it is reached from; null when not only those. */
function layoutsOf(id: string, graph: ModuleGraph): ChromeGroup | null {
	const roots = rootsOf(id, graph);
	const desktop = roots.some((root) => DESKTOP_ISLAND.test(root));
	const mobile = roots.some((root) => MOBILE_ISLAND.test(root));
	if (roots.some((root) => EVERY_PAGE_ISLAND.test(root)) || (desktop && mobile)) return 'chrome';
	if (!roots.every((root) => DESKTOP_ISLAND.test(root) || MOBILE_ISLAND.test(root))) return null;
	if (desktop) return 'chrome-desktop';
	return mobile ? 'chrome-mobile' : null;
}

/**
 * The layouts' files: island code that every page of a layout loads anyway (the layouts' islands
 * use it, or an island on every page does), in one file per layout and one for both, instead of
 * the dozen small files it would otherwise be cut into (1 to 2 KB of gzip on each page,
 * bench:pages). A group takes a module's imports with it, so a module goes to a layout's file only
 * when every import it brings belongs there too: else a page of the other layout would fetch it.
 */
export function chromeGroups({ islandCode, takenEarlier }: ChromeOptions) {
	const groups = new Map<string, ChromeGroup | null>();

	function groupOf(id: string, graph: ModuleGraph): ChromeGroup | null {
		if (groups.has(id)) return groups.get(id) ?? null;
		groups.set(id, null);
		const layouts = islandCode.test(id) && !isEntry(id, graph) ? layoutsOf(id, graph) : null;
		const fits = (imported: string) => {
			if (takenEarlier(imported, graph)) return true;
			const group = groupOf(imported, graph);
			return group === layouts || (group === 'chrome' && layouts !== null);
		};
		const group =
			layouts && (graph.getModuleInfo(id)?.importedIds ?? []).every(fits) ? layouts : null;
		groups.set(id, group);
		return group;
	}

	return {
		everyLayout: (id: string, graph: ModuleGraph) =>
			groupOf(id, graph) === 'chrome' ? 'chrome' : null,
		oneLayout: (id: string, graph: ModuleGraph) => {
			const group = groupOf(id, graph);
			return group === 'chrome' ? null : group;
		},
	};
}
