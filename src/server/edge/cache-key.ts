import { isTrackingParam } from '../../lib/format/tracking-params';
import {
	AWARDS_PATH,
	DETAIL_PATH,
	EDUCATION_BASES_PATH,
	FIGURES_PATH,
	findRoute,
	HOME_PATH,
	LIST_PATH,
	LOGIN_PATH,
	NOT_FOUND_PATH,
	PRIVACY_POLICY_PATH,
	RESOURCE_PATH,
	RESOURCES_PATH,
	SERVER_ERROR_PATH,
	SERVICE_TERMS_PATH,
	UNITED_LIST_PATH,
} from '../../lib/routes';

/** What the activity lists read from the address (the list API's names, as list-loader parses them). */
const LIST_PARAMS = [
	'keyword',
	'province_code',
	'city_code',
	'district_code',
	'start_date',
	'end_date',
	'audience',
	'mode',
	'lh_type',
	'education_base',
	'phase',
	'sort',
	'page',
	'pageSize',
];

/**
 * The query names each public page reads, desktop and /mobile alike (by the desktop path); any
 * other name changes nothing the page shows, so it is left out of the key.
 */
const KNOWN_PARAMS: Readonly<Record<string, readonly string[]>> = {
	[LOGIN_PATH]: ['redirect'],
	[HOME_PATH]: ['month', 'date'],
	[LIST_PATH]: LIST_PARAMS,
	[UNITED_LIST_PATH]: LIST_PARAMS,
	[EDUCATION_BASES_PATH]: LIST_PARAMS,
	[DETAIL_PATH]: ['id'],
	[RESOURCES_PATH]: ['type', 'keyword', 'page', 'pageSize'],
	[RESOURCE_PATH]: ['id'],
	[FIGURES_PATH]: [],
	[AWARDS_PATH]: ['year'],
	[PRIVACY_POLICY_PATH]: [],
	[SERVICE_TERMS_PATH]: [],
	[NOT_FOUND_PATH]: [],
	[SERVER_ERROR_PATH]: [],
};

/** The names a path's page reads, or null when no list is kept for it (services: every name). */
function knownParamsOf(path: string): readonly string[] | null {
	const route = findRoute(path);
	return (route && KNOWN_PARAMS[route.path]) ?? null;
}

/**
 * The query that means the same page as `params`: the names the page reads, in a fixed order, each
 * with its non-empty values in their order; on a path without such a list, every name but the
 * tracking ones (utm_*, WeChat's from=), sorted. `?b=2&a=1&utm_source=x` and `?a=1&b=2` are one page.
 */
function canonicalQuery(path: string, params: URLSearchParams): string {
	const known = knownParamsOf(path);
	const names =
		known ?? [...new Set(params.keys())].filter((name) => !isTrackingParam(name)).sort();
	const kept = new URLSearchParams();
	for (const name of names)
		for (const value of params.getAll(name)) if (value !== '') kept.append(name, value);
	const text = kept.toString();
	return text ? `?${text}` : '';
}

/** The page cache's key: layout, WeChat variant and the page the address means. */
export function pageCacheKey(url: URL, device: string, wechat: boolean): string {
	const variant = wechat ? `${device}|wechat` : device;
	return `${variant}|${url.pathname}${canonicalQuery(url.pathname, url.searchParams)}`;
}
