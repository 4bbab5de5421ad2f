// The addresses bench:server spreads its page requests over: at least 200 distinct list pages
// (filters, sorting, pages, keywords, provinces) that a warm cache holds, and fresh addresses that
// no cache can have seen, for misses.

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

/** An address nobody asked for before: a pooled page with a campaign tag, as shared links carry. */
export function freshUrl(url) {
	fresh += 1;
	return `${url}${url.includes('?') ? '&' : '?'}utm_source=bench${process.pid}x${fresh}`;
}
