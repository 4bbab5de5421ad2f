// The addresses bench:server spreads its page requests over: at least 200 distinct list pages
// (filters, sorting, pages, keywords, provinces) that a warm cache holds; fresh addresses that no
// cache can have seen, for misses: a new filter combination (a keyword nobody searched) or a new
// day on the home page; and the same pages as shared links carry them (utm_*, WeChat's from=),
// which are the same pages, so hits.

const SORTS = ['default', 'start', 'latest', 'hot'];
const MODES = ['', 'offline', 'online', 'hybrid'];
const AUDIENCES = ['', '1', '2', '3'];
const KEYWORDS = ['科普', '科学', '讲座', '展览', '天文', '机器人', '航天', '健康', '实验', '生态'];

function query(path, fields) {
	const params = new URLSearchParams(Object.entries(fields).filter(([, value]) => value !== ''));
	const text = params.toString();
	return text ? `${path}?${text}` : path;
}

/** Distinct list addresses: filter combinations, second pages, keywords and provinces. */
export function listUrls(provinces) {
	const urls = new Set();
	for (const sort of SORTS)
		for (const mode of MODES)
			for (const audience of AUDIENCES)
				for (const page of ['', '2']) urls.add(query('/list-page', { sort, mode, audience, page }));
	for (const keyword of KEYWORDS)
		for (const sort of SORTS) urls.add(query('/list-page', { keyword, sort }));
	for (const province_code of provinces)
		for (const sort of ['default', 'start']) urls.add(query('/list-page', { province_code, sort }));
	return [...urls];
}

let fresh = 0;

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2025, 0, 1);

/**
 * A page nobody asked for before: a pooled list from a start date it was not asked with (one of
 * 600 days from 2025-01-01, so that most still list activities), or the home page of a day never
 * shown (one of 33,600 between 2000 and 2099).
 */
export function freshUrl(url) {
	fresh += 1;
	const address = new URL(url, 'http://bench');
	if (address.pathname.endsWith('/home-list')) {
		const n = (process.pid * 7 + fresh) % 33_600;
		const month = `${2000 + (n % 100)}-${String(1 + (Math.floor(n / 100) % 12)).padStart(2, '0')}`;
		address.searchParams.set('month', month);
		address.searchParams.set(
			'date',
			`${month}-${String(1 + Math.floor(n / 1200)).padStart(2, '0')}`,
		);
	} else {
		const day = new Date(FIRST_DAY + (fresh % 600) * DAY_MS).toISOString().slice(0, 10);
		address.searchParams.set('start_date', day);
	}
	return `${address.pathname}${address.search}`;
}

const SHARE_TAGS = [
	'utm_source=wechat&utm_medium=social&utm_campaign=kpy2025',
	'from=singlemessage&isappinstalled=0',
	'from=timeline',
	'utm_source=weibo',
];

/** A pooled page as a shared link carries it: the same page with tracking parameters. */
export function sharedUrl(url) {
	fresh += 1;
	const tags = SHARE_TAGS[fresh % SHARE_TAGS.length];
	return `${url}${url.includes('?') ? '&' : '?'}${tags}`;
}
