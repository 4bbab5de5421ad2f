import { decodeUriSafely } from './decode-uri';

/**
 * The `$latest_*` properties the SDK registers at start-up (its default preset properties:
 * traffic source type, referrer, search keyword and UTM parameters). They are stored with the
 * visitor's state and so carried by every record until a visit from another site replaces them.
 */
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'];
const SEARCH_SITES = [
	'www.baidu.',
	'm.baidu.',
	'm.sm.cn',
	'so.com',
	'sogou.com',
	'youdao.com',
	'google.',
	'yahoo.com/',
	'bing.com/',
	'ask.com/',
];
const SOCIAL_SITES = [
	'weibo.com',
	'renren.com',
	'kaixin001.com',
	'douban.com',
	'qzone.qq.com',
	'zhihu.com',
	'tieba.baidu.com',
	'weixin.qq.com',
];
/** Search engines by host, with the query parameters that hold the keyword. */
const KEYWORD_PARAMS: [RegExp, string[]][] = [
	[/^.*\.baidu\.com$/, ['wd', 'word', 'kw', 'keyword']],
	[/^.*\.bing\.com$/, ['q']],
	[/^www\.google\.(com|com\.[a-z]{2}|[a-z]{2})$/, ['q']],
	[/^m\.sm\.cn$/, ['q']],
	[/^.+\.so\.com$/, ['q']],
	[/^.*\.sogou\.com$/, ['query', 'keyword']],
	[/^.*\.yahoo\.com$/, ['p']],
];
const DOMAIN_UNKNOWN = 'url的domain解析失败';
const NO_VALUE = '未取到值';

function parseUrl(url: string): URL | null {
	try {
		return new URL(url);
	} catch {
		return null;
	}
}

/** The referrer as the SDK records it: decoded, Baidu's query dropped, at most 200 characters. */
function cleanReferrer(referrer: string): string {
	let text = decodeUriSafely(referrer.trim());
	if (text.startsWith('https://www.baidu.com/')) text = text.split('?')[0] ?? '';
	return text.slice(0, 200);
}

function trafficSourceType(href: string, referrer: string): string {
	const within = (sites: string[]) =>
		sites.some((site) => (referrer.split('?')[0] ?? '').includes(site));
	if (new RegExp(`(${UTM_KEYS.join('|')})=[^&]+`).test(href)) return '付费广告流量';
	if (within(SEARCH_SITES)) return '自然搜索流量';
	if (within(SOCIAL_SITES)) return '社交网站流量';
	return referrer === '' ? '直接流量' : '引荐流量';
}

function searchKeyword(referrer: string): string {
	if (referrer === '') return `${NO_VALUE}_直接打开`;
	const url = referrer.startsWith('http') ? parseUrl(referrer) : null;
	if (!url) return `${NO_VALUE}_非http的url`;
	const params = KEYWORD_PARAMS.find(([host]) => host.test(url.hostname))?.[1] ?? [];
	for (const name of params) {
		const value = url.searchParams.get(name);
		if (value) return value;
	}
	return NO_VALUE;
}

/**
 * The properties to register for this page view. `topDomain` is the cookie domain (`.kepuyue.cn`),
 * empty where none could be set (localhost, an IP address).
 */
export function latestProperties(
	href: string,
	referrer: string,
	topDomain: string,
): Record<string, string> {
	const latest: Record<string, string> = {};
	const referrerHost = parseUrl(referrer)?.hostname ?? '';
	const fromElsewhere = referrer === '' || !`.${referrerHost}`.includes(topDomain);
	if (topDomain === '') {
		for (const key of ['traffic_source_type', 'search_keyword', 'referrer']) {
			latest[`$latest_${key}`] = DOMAIN_UNKNOWN;
		}
	} else if (fromElsewhere) {
		latest.$latest_traffic_source_type = trafficSourceType(href, referrer);
		latest.$latest_search_keyword = searchKeyword(referrer);
		latest.$latest_referrer = cleanReferrer(referrer);
	}
	const query = parseUrl(href)?.searchParams;
	for (const key of UTM_KEYS) {
		const value = query?.get(key);
		if (value) latest[`$latest_${key}`] = value;
	}
	return latest;
}
