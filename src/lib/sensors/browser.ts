/** The browser's side of the client: cookies, ids, the page's context and sending. */
import { decodeUriSafely } from './decode-uri';
import type { PageContext } from './record';

function readCookie(name: string): string | null {
	const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
	if (entry === undefined) return null;
	try {
		return decodeURIComponent(entry.slice(name.length + 1));
	} catch {
		return null;
	}
}

function writeCookie(name: string, value: string, expires: Date, domain: string): void {
	const scope = domain ? `; domain=${domain}` : '';
	// biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4 and from WeChat's browsers.
	document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/${scope}`;
}

/** The widest domain that takes a cookie (`.kepuyue.cn` on www.kepuyue.cn); empty for localhost or an IP. */
export function findTopDomain(hostname: string): string {
	const labels = hostname.split('.');
	if (labels.length < 2 || /^(\d+\.)+\d+$/.test(hostname)) return '';
	for (let count = 2; count <= labels.length; count++) {
		const domain = `.${labels.slice(-count).join('.')}`;
		writeCookie('sensorsdata_domain_test', 'true', new Date(Date.now() + 60_000), domain);
		if (document.cookie.includes('sensorsdata_domain_test=true')) {
			writeCookie('sensorsdata_domain_test', 'true', new Date(0), domain);
			return domain;
		}
	}
	return '';
}

export function createCookieJar(domain: string) {
	return {
		domain,
		read: readCookie,
		write: (name: string, value: string, expires: Date) =>
			writeCookie(name, value, expires, domain),
	};
}

const randomHex = () => crypto.getRandomValues(new Uint32Array(1))[0]?.toString(16) ?? '0';

/** An anonymous id shaped like the SDK's: time, random parts, screen size, time. */
export function createAnonymousId(): string {
	const time = Date.now().toString(16);
	const screenSize = (screen.width * screen.height).toString(16);
	return `${time}-${randomHex()}${randomHex()}-${randomHex()}-${screenSize}-${time}${randomHex()}`;
}

export function readPageContext(isFirstDay: boolean): PageContext {
	const root = document.documentElement;
	return {
		url: decodeUriSafely(location.href),
		title: document.title,
		screen: { width: Number(screen.width) || 0, height: Number(screen.height) || 0 },
		viewport: {
			width: window.innerWidth || root.clientWidth,
			height: window.innerHeight || root.clientHeight,
		},
		timezoneOffset: new Date().getTimezoneOffset(),
		isFirstDay,
	};
}

/** A beacon with the body `data=…&ext=…`; an image request where the browser has no beacon. */
export function sendToServer(serverUrl: string, body: string): void {
	if (navigator.sendBeacon?.(serverUrl, body)) return;
	new Image().src = `${serverUrl}${serverUrl.includes('?') ? '&' : '?'}${body}`;
}
