import type { Db } from '../../db/types';
import {
	activityEntries,
	highestId,
	pagePaths,
	resourceEntries,
	type SitemapTotals,
	sitemapTotals,
} from './sources';
import { type SitemapEntry, sitemapIndexXml, urlsetXml } from './xml';

/** The protocol's limit of addresses in one file (sitemaps.org). */
const SITEMAP_PART_SIZE = 50_000;

export interface SitemapOptions {
	/** Absolute address of a path: PUBLIC_ORIGIN's (src/server/edge/public-url.ts). */
	toUrl: (path: string) => string;
	/** Most addresses in one file; more make `/sitemap.xml` an index of parts. */
	partSize?: number;
}

/** The part names of the index: the pages, then activities and resources by id range. */
function partNames(totals: SitemapTotals, partSize: number): string[] {
	const ranges = (kind: string, maxId: number) =>
		Array.from({ length: Math.ceil(maxId / partSize) }, (_, index) => `${kind}-${index + 1}`);
	return [
		'pages',
		...ranges('activities', totals.activities.maxId),
		...ranges('resources', totals.resources.maxId),
	];
}

function pageEntries(toUrl: (path: string) => string): SitemapEntry[] {
	return pagePaths().map((path) => ({ loc: toUrl(path) }));
}

/**
 * `/sitemap.xml`: every public page, activity and resource in one `<urlset>` while they fit in one
 * part, else a `<sitemapindex>` of parts (`/sitemap-<name>.xml`): the pages, then activities and
 * resources by ranges of `partSize` ids, so that no part holds more than `partSize` addresses and
 * each is one range scan of a primary key.
 */
export async function readSitemap(db: Db, options: SitemapOptions): Promise<string> {
	const partSize = options.partSize ?? SITEMAP_PART_SIZE;
	const totals = await sitemapTotals(db);
	const pages = pageEntries(options.toUrl);
	if (pages.length + totals.activities.count + totals.resources.count <= partSize) {
		return urlsetXml([
			...pages,
			...(await activityEntries(db, 1, totals.activities.maxId, options.toUrl)),
			...(await resourceEntries(db, 1, totals.resources.maxId, options.toUrl)),
		]);
	}
	return sitemapIndexXml(
		partNames(totals, partSize).map((name) => ({ loc: options.toUrl(`/sitemap-${name}.xml`) })),
	);
}

const PART_NAME = /^(pages|activities|resources)(?:-([1-9]\d{0,6}))?$/;

/** One part named in the index, or null for a name it does not (then 404). */
export async function readSitemapPart(
	db: Db,
	name: string,
	options: SitemapOptions,
): Promise<string | null> {
	const partSize = options.partSize ?? SITEMAP_PART_SIZE;
	const match = PART_NAME.exec(name);
	if (!match) return null;
	const [, kind, numberText] = match;
	if (kind === 'pages') return numberText ? null : urlsetXml(pageEntries(options.toUrl));
	if (!numberText) return null;
	const number = Number(numberText);
	const rangeKind = kind === 'activities' ? 'activities' : 'resources';
	if (number > Math.ceil((await highestId(db, rangeKind)) / partSize)) return null;
	const from = (number - 1) * partSize + 1;
	const to = number * partSize;
	const read = kind === 'activities' ? activityEntries : resourceEntries;
	return urlsetXml(await read(db, from, to, options.toUrl));
}
