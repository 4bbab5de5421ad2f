import { describe, expect, it } from 'vitest';
import { classifyRequest, type EdgeRequest } from '../../../../src/server/edge/classify';

const CONFIG = { publicOrigin: 'http://portal.test', port: 4321, wechat: null };
const WECHAT_CONFIG = { ...CONFIG, wechat: { appId: 'wx1', appSecret: 's' } } as never;
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';
const WECHAT_UA = `${DESKTOP_UA} MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat`;

interface Options {
	method?: string;
	host?: string | null;
	userAgent?: string;
	cookies?: Record<string, string>;
	referer?: string;
}

function request(path: string, options: Options = {}): EdgeRequest {
	const host = options.host === undefined ? 'portal.test' : options.host;
	return {
		method: options.method ?? 'GET',
		url: new URL(path, `http://${host ?? 'portal.test'}`),
		rawHost: host,
		cookie: (name) => options.cookies?.[name],
		userAgent: options.userAgent ?? DESKTOP_UA,
		referer: options.referer ?? null,
	};
}

const classify = (path: string, options?: Options, config = CONFIG) =>
	classifyRequest(request(path, options), config);
const locationOf = (path: string, options?: Options) => {
	const { answer } = classify(path, options);
	return answer.kind === 'redirect' ? answer.location : answer.kind;
};

describe('classifyRequest: allowed host', () => {
	it('passes the public host and this machine on its port, refuses others with 421', () => {
		expect(classify('/home-list').answer.kind).toBe('pass');
		expect(classify('/home-list', { host: 'localhost:4321' }).answer.kind).toBe('pass');
		expect(classify('/home-list', { host: 'localhost:9999' }).answer.kind).toBe('misdirected');
		expect(classify('/home-list', { host: 'evil.example' }).answer.kind).toBe('misdirected');
		// An API call to a foreign host is refused too, before any step.
		expect(classify('/api/x', { host: 'evil.example' }).answer.kind).toBe('misdirected');
	});

	it.each(['portal.test/detail-page?id=5#', 'portal.test@evil.example', 'portal.test?x=1'])(
		'refuses a raw Host %j that carries more than a host, though the URL host is ours',
		(raw) => {
			const asked = { ...request('/user-center'), rawHost: raw };
			expect(classifyRequest(asked, CONFIG).answer.kind).toBe('misdirected');
		},
	);
});

describe('classifyRequest: known route', () => {
	it('sends / home with its query and an unknown path (desktop or mobile) to /404', () => {
		expect(locationOf('/?utm_source=x')).toBe('/home-list?utm_source=x');
		expect(locationOf('/no-such-page?x=1')).toBe('/404');
		expect(locationOf('/mobile/united-list')).toBe('/404');
	});

	it.each(['/home-list', '/detail-page', '/list-page/', '/404', '/500', '/livez', '/_astro/a.js'])(
		'lets %s through',
		(path) => expect(classify(path).answer.kind).toBe('pass'),
	);
});

describe('classifyRequest: /api/**', () => {
	it('is the API area: no redirect, no device move, no page cache, whatever it looks like', () => {
		const decision = classify('/api/activity/activityJoin', {
			userAgent: MOBILE_UA,
			cookies: { kpy_session: 't' },
		});
		expect(decision).toMatchObject({
			area: 'api',
			answer: { kind: 'pass' },
			cacheKey: null,
			fastPath: false,
			guarded: false,
		});
		expect(classify('/api/h5/first/getBannerList').area).toBe('api');
		expect(classify('/sitemap.xml').area).toBe('service');
		expect(classify('/home-list').area).toBe('page');
	});
});

describe('classifyRequest: login referer', () => {
	it('sends /login with no query to itself with the same-origin previous page, else home', () => {
		expect(locationOf('/login', { referer: 'http://portal.test/detail-page?id=9' })).toBe(
			'/login?redirect=%2Fdetail-page%3Fid%3D9',
		);
		expect(locationOf('/login')).toBe('/login?redirect=%2Fhome-list');
		expect(locationOf('/login', { referer: 'https://evil.example/steal' })).toBe(
			'/login?redirect=%2Fhome-list',
		);
		expect(locationOf('/login', { referer: 'http://portal.test/login?redirect=x' })).toBe(
			'/login?redirect=%2Fhome-list',
		);
		expect(locationOf('/login', { referer: 'http://portal.test/api/account/loginout' })).toBe(
			'/login?redirect=%2Fhome-list',
		);
		expect(locationOf('/login', { referer: 'not a url' })).toBe('/login?redirect=%2Fhome-list');
	});

	it('leaves /login alone when it has any query', () => {
		expect(locationOf('/login?redirect=%2Fuser-center')).toBe('pass');
		expect(locationOf('/login?from=app')).toBe('pass');
	});
});

describe('classifyRequest: device and its redirect', () => {
	it('moves a phone to the /mobile twin and a desktop off it, keeping the query', () => {
		expect(locationOf('/list-page?sort=hot&page=2', { userAgent: MOBILE_UA })).toBe(
			'/mobile/list-page?sort=hot&page=2',
		);
		expect(locationOf('/united-list?lh_type=3', { userAgent: MOBILE_UA })).toBe(
			'/mobile/list-page?lh_type=3',
		);
		expect(locationOf('/mobile/detail-page?id=42')).toBe('/detail-page?id=42');
		expect(classify('/mobile/home-list', { userAgent: MOBILE_UA })).toMatchObject({
			device: 'mobile',
			answer: { kind: 'pass' },
		});
	});

	it('follows the layout the browser chose over the user agent, ignoring unknown values', () => {
		expect(locationOf('/resources-page', { cookies: { kpy_device: 'mobile' } })).toBe(
			'/mobile/resources-page',
		);
		expect(
			locationOf('/mobile/resources-page', {
				userAgent: MOBILE_UA,
				cookies: { kpy_device: 'desktop' },
			}),
		).toBe('/resources-page');
		expect(locationOf('/home-list', { userAgent: MOBILE_UA, cookies: { kpy_device: 'tv' } })).toBe(
			'/mobile/home-list',
		);
	});

	it.each(['/login?redirect=%2Fuser-center', '/404', '/500'])(
		'leaves %s on the device it was asked from',
		(path) => {
			expect(classify(path, { userAgent: MOBILE_UA })).toMatchObject({
				device: 'mobile',
				answer: { kind: 'pass' },
			});
		},
	);
});

describe('classifyRequest: WeChat variant', () => {
	it('is WeChat’s browser while the 公众号 is configured, and its own cache entry', () => {
		const wechat = classifyRequest(request('/home-list', { userAgent: WECHAT_UA }), WECHAT_CONFIG);
		const plain = classifyRequest(request('/home-list'), WECHAT_CONFIG);
		expect(wechat.wechat).toBe(true);
		expect(plain.wechat).toBe(false);
		expect(wechat.cacheKey).toBe('desktop|wechat|/home-list');
		expect(classify('/home-list', { userAgent: WECHAT_UA }).wechat).toBe(false);
	});
});

describe('classifyRequest: login guard', () => {
	it('guards the pages that are not public, whatever the device', () => {
		for (const path of ['/user-center', '/mobile/publish-activity', '/admin', '/checkin-page'])
			expect(classify(path).guarded, path).toBe(true);
		for (const path of ['/home-list', '/detail-page', '/login', '/404', '/sitemap.xml'])
			expect(classify(path).guarded, path).toBe(false);
	});
});

describe('classifyRequest: page cache', () => {
	it('keys a page by layout and what the address means: tracking and unknown names left out, fixed order', () => {
		const key = (path: string, options?: Options) => classify(path, options).cacheKey;
		const plain = key('/list-page?sort=hot&mode=online');
		expect(plain).toBe('desktop|/list-page?mode=online&sort=hot');
		for (const same of [
			'/list-page?mode=online&sort=hot',
			'/list-page?sort=hot&mode=online&utm_source=wx&utm_campaign=kpy',
			'/list-page?sort=hot&from=singlemessage&isappinstalled=0&mode=online',
			'/list-page?sort=hot&mode=online&_t=123&junk=1',
			'/list-page?sort=hot&mode=online&keyword=',
		])
			expect(key(same), same).toBe(plain);
		expect(key('/list-page?sort=hot&mode=offline')).not.toBe(plain);
		expect(key('/detail-page?id=7&from=timeline')).toBe('desktop|/detail-page?id=7');
		expect(key('/mobile/detail-page?id=7', { userAgent: MOBILE_UA })).toBe(
			'mobile|/mobile/detail-page?id=7',
		);
		// A service path has no list of names: all but the tracking ones, sorted.
		expect(key('/sitemap-1.xml?b=2&a=1&utm_source=x')).toBe('desktop|/sitemap-1.xml?a=1&b=2');
	});

	it('shares public pages with signed-in readers, never guarded pages, services only without a session', () => {
		const session = { cookies: { kpy_session: 't' } };
		expect(classify('/detail-page?id=7', session).cacheKey).toBe('desktop|/detail-page?id=7');
		expect(classify('/user-center', session).cacheKey).toBeNull();
		expect(classify('/sitemap.xml').cacheKey).toBe('desktop|/sitemap.xml');
		expect(classify('/sitemap.xml', session).cacheKey).toBeNull();
		expect(classify('/home-list', { method: 'HEAD' }).cacheKey).toBeNull();
		expect(classify('/home-list', { method: 'POST' }).cacheKey).toBeNull();
		// Redirected requests never reach the cache.
		expect(classify('/home-list', { userAgent: MOBILE_UA }).cacheKey).toBeNull();
	});

	it('lets serve.mjs answer from the cache the pages the cache may share', () => {
		expect(classify('/home-list').fastPath).toBe(true);
		expect(classify('/user-center', { cookies: { kpy_session: 't' } }).fastPath).toBe(false);
		// Not a page: the middleware gives it its own headers.
		expect(classify('/sitemap.xml').fastPath).toBe(false);
	});
});
