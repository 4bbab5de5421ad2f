import type { AstroIntegration } from 'astro';
import { chromeGroups, type ModuleGraph } from './chrome-chunks';

const ZOD = /node_modules[\\/]zod[\\/]/;
const REACT = /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;
/**
 * Libraries only some islands use, each a file of its own with our modules that import them: left
 * to the `islands` group, such a module was merged with unrelated small modules and brought its
 * library to pages that never use it (the maps reached every list page once).
 */
const LIBRARIES: [string, RegExp][] = [
	['zod', ZOD],
	['echarts', /node_modules[\\/](echarts|zrender)[\\/]|[\\/]echarts-core\.ts$/],
	// The moving elements' pause control: merged with the forms' shared code, it brought Zod to the home page.
	['motion-choice', /[\\/]motion-choice\.ts$/],
];
/** A page's own `<script>`, which runs before its load event (Astro's `?astro&type=script`). */
const PAGE_SCRIPT = /[?&]type=script/;
const ISLAND_CODE =
	/[\\/]src[\\/](islands|lib)[\\/]|node_modules[\\/](ofetch|destr|ufo|@nanostores)[\\/]/;

/** The page chunk's file, which loads before the load event. */
const PAGE_CHUNK = /(^|[\\/])page\.[\w-]+\.js$/;

/** Whether a page's own script imports `id`, directly or through other modules. */
function loadsBeforeIslands(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
	if (PAGE_SCRIPT.test(id)) return true;
	if (seen.has(id)) return false;
	seen.add(id);
	return (
		graph.getModuleInfo(id)?.importers.some((by) => loadsBeforeIslands(by, graph, seen)) ?? false
	);
}

/**
 * How the browser's script is cut into files. Left to itself the bundler made a chunk for every
 * set of islands sharing a module: some 40 files of a few hundred bytes on a detail page, each
 * compressed on its own (10 KB more than the same code in a few files). Three groups instead:
 * - `react`: React, React DOM and the island runtime, one cacheable file for every island;
 * - `page`: what the pages' own scripts import, all of it loaded before the load event anyway;
 * - `islands`: code islands share, a file per set of islands that use it (small files: see below).
 * A module of `page` never lands in `islands`, whose files load with React after the load event.
 */
export function clientChunks(): AstroIntegration {
	const chrome = chromeGroups({
		islandCode: ISLAND_CODE,
		takenEarlier: (id, graph) =>
			REACT.test(id) ||
			LIBRARIES.some(([, test]) => test.test(id)) ||
			loadsBeforeIslands(id, graph),
	});
	return {
		name: 'kpy-client-chunks',
		hooks: {
			'astro:config:setup': ({ config, updateConfig }) => {
				updateConfig({
					vite: {
						environments: {
							client: {
								build: {
									// The page chunk's lazy imports (the after-load code, the session's code) name
									// no files to preload: the list cost half a kilobyte before the load event,
									// for files that arrive after it.
									modulePreload: {
										resolveDependencies: (
											_file: string,
											deps: string[],
											{ hostId }: { hostId: string },
										) => (PAGE_CHUNK.test(hostId) ? [] : deps),
									},
									rolldownOptions: {
										output: {
											// An islands chunk's name lists every island sharing it (a hundred characters),
											// repeated in each import of it and each list of files to preload.
											chunkFileNames: ({ name }: { name: string }) =>
												`${config.build.assets}/${name.startsWith('islands') ? 'islands' : name.replace(/[^\w.-]/g, '_')}.[hash].js`,
											codeSplitting: {
												groups: [
													{ name: 'react', test: REACT, priority: 30 },
													...LIBRARIES.map(([name, test]) => ({ name, test, priority: 15 })),
													{
														name: (id: string, graph: ModuleGraph) =>
															loadsBeforeIslands(id, graph) ? 'page' : null,
														priority: 20,
													},
													// Higher than the layouts' own files, so that those never take a module every layout loads.
													{ name: chrome.everyLayout, priority: 13 },
													{ name: chrome.oneLayout, priority: 12 },
													{
														name: 'islands',
														test: ISLAND_CODE,
														minShareCount: 2,
														entriesAware: true,
														// No merging of small subgroups: merged into their closest neighbour (at 8 KB),
														// they went with a neighbour every page loads (the header's publish button), and
														// each public page fetched Zod, the check-in QR code, the confirm dialog and the
														// registration calls. Many small files cost less than that (bench:pages).
														entriesAwareMergeThreshold: 0,
														priority: 10,
													},
												],
											},
										},
									},
								},
							},
						},
					},
				});
			},
		},
	};
}
