import { isTrackingParam } from './tracking-params';

/** Query names the list filters use in the URL (the same names as the list API). */
const LIST_FILTER_KEYS = [
	'keyword',
	'province_code',
	'city_code',
	'start_date',
	'end_date',
	'audience',
	'mode',
	'lh_type',
	'education_base',
	'sort',
] as const;

export type QueryChanges = Record<string, string | number | null | undefined>;

/**
 * The URL query as a plain object for schema parsing: the first value of each name, without the
 * empty fields a GET form sends for "不限".
 */
export function readQuery(params: URLSearchParams): Record<string, string> {
	const query: Record<string, string> = {};
	for (const [key, value] of params) {
		if (value !== '' && !(key in query)) query[key] = value;
	}
	return query;
}

/**
 * `path?query` with `changes` applied to `params`: empty values and tracking parameters are
 * dropped, and any change other than the page itself goes back to page 1.
 */
export function withQuery(path: string, params: URLSearchParams, changes: QueryChanges): string {
	const next = new URLSearchParams(params);
	if (!('page' in changes)) next.delete('page');
	for (const [key, value] of Object.entries(changes)) {
		if (value === null || value === undefined || value === '') next.delete(key);
		else next.set(key, String(value));
	}
	for (const [key, value] of [...next]) {
		if (value === '' || key === 't' || (key === 'page' && value === '1') || isTrackingParam(key)) {
			next.delete(key);
		}
	}
	const text = next.toString();
	return text ? `${path}?${text}` : path;
}

/** How many list filters (not sorting or paging) are set, leaving out the names a page fixes. */
export function countActiveFilters(params: URLSearchParams, keep: readonly string[] = []): number {
	return LIST_FILTER_KEYS.filter(
		(key) => key !== 'sort' && !keep.includes(key) && (params.get(key) ?? '') !== '',
	).length;
}

/** True when any list filter (not sorting or paging) is set. */
export function hasActiveFilters(params: URLSearchParams, keep: readonly string[] = []): boolean {
	return countActiveFilters(params, keep) > 0;
}

export type PageSlot = number | 'gap';

/** Page numbers to show: first, last and two either side of the current one, gaps between. */
export function pageWindow(current: number, totalPages: number): PageSlot[] {
	const pages = new Set<number>([1, totalPages]);
	for (let page = current - 2; page <= current + 2; page += 1) {
		if (page >= 1 && page <= totalPages) pages.add(page);
	}
	const sorted = [...pages].filter((page) => page >= 1).sort((a, b) => a - b);
	const slots: PageSlot[] = [];
	for (const page of sorted) {
		const previous = slots.at(-1);
		if (typeof previous === 'number' && page - previous > 1) slots.push('gap');
		slots.push(page);
	}
	return slots;
}

/** Whether a page of a list lies past its last page while the list itself has entries. */
export function isPastLastPage(result: { items: readonly unknown[]; total: number }): boolean {
	return result.items.length === 0 && result.total > 0;
}

export function countPages(total: number, pageSize: number): number {
	return Math.max(1, Math.ceil(total / Math.max(pageSize, 1)));
}
