import sanitizeHtml from 'sanitize-html';
import type { Device } from '../../lib/device';
import { DETAIL_PATH, pagePath, USER_CENTER_PATH } from '../../lib/routes';
import type { ServerConfig } from '../config';
import { refuse } from '../domain-error';

/** Where user links are shown; a relative link is read against each of them. */
const LAYOUTS: Device[] = ['desktop', 'mobile'];
const SHOWN_ON = ([DETAIL_PATH, USER_CENTER_PATH] as const).flatMap((path) =>
	LAYOUTS.map((device) => pagePath(path, device)),
);
/** Stands for the page's own host, whatever it is configured as. */
const PAGE_HOST = 'portal.invalid';
/** Names of this machine, which the portal also answers on (http/allowed-host.ts). */
const LOCAL_NAMES = ['localhost', '127.0.0.1', '[::1]'];
/** Spaces, controls and format characters, which a browser skips or a copy may carry. */
const HIDDEN = /[\s\p{Cc}\p{Cf}]/gu;
const API_PATH = /^\/+api(?:[/?#;]|$)/i;

/** The hosts that are ours: PUBLIC_ORIGIN's, the campaign's www host and this machine's names. */
export function ownHostsOf(
	config: Pick<ServerConfig, 'publicOrigin' | 'analyticsWwwHost'>,
): string[] {
	return [new URL(config.publicOrigin).hostname, config.analyticsWwwHost, ...LOCAL_NAMES]
		.filter(Boolean)
		.map(normalHost);
}

const normalHost = (host: string) => host.toLowerCase().replace(/\.$/, '');

/** The link as written, and again after each round of percent-decoding (`%2F`, `%61pi`, `%252F`). */
function decodings(url: string): string[] {
	const forms = [url];
	for (let round = 0; round < 3; round += 1) {
		const last = forms.at(-1) ?? url;
		let next: string;
		try {
			next = decodeURIComponent(last);
		} catch {
			break;
		}
		if (next === last) break;
		forms.push(next);
	}
	return forms;
}

/**
 * Whether following the link from a page that shows it would reach our own API (`/api/…`, such as
 * `/api/account/loginout`): absolute on our origin or any of `ownHosts`, protocol-relative,
 * relative, percent-encoded, with backslashes or hidden characters, in any letter case.
 */
export function isOwnApiLink(url: string, ownHosts: readonly string[] = []): boolean {
	const ours = new Set([PAGE_HOST, ...ownHosts.map(normalHost)]);
	return decodings(url).some((form) => {
		const cleaned = form.replace(HIDDEN, '').replaceAll('\\', '/');
		return SHOWN_ON.some((page) => {
			const base = `http://${PAGE_HOST}${page}`;
			if (!URL.canParse(cleaned, base)) return false;
			const target = new URL(cleaned, base);
			return ours.has(normalHost(target.hostname)) && API_PATH.test(target.pathname);
		});
	});
}

/**
 * Every link address in a piece of HTML, entities decoded. Pictures are the sanitiser's: it keeps
 * only our own image files (lib/validation/image-url.ts), so one into the API is dropped.
 */
function linksIn(html: string): string[] {
	const found: string[] = [];
	sanitizeHtml(html, {
		allowedTags: false,
		allowedAttributes: false,
		// Only read for its links, never shown: without this every call logs a warning.
		allowVulnerableTags: true,
		transformTags: {
			'*': (tagName, attribs) => {
				if (attribs.href !== undefined) found.push(attribs.href);
				return { tagName, attribs };
			},
		},
	});
	return found;
}

const refusal = (field: string) =>
	refuse.invalid(`${field}不能链接到本站的接口地址（/api/…），请删除该链接或改为活动页面的地址`);

/** Refuses rich text with a link into our own API, naming the field. */
export function refuseOwnApiLinksInHtml(field: string, html: string, ownHosts: readonly string[]) {
	if (linksIn(html).some((url) => isOwnApiLink(url, ownHosts))) throw refusal(field);
}

/** Refuses a link field (an online meeting, a material) that leads into our own API. */
export function refuseOwnApiLink(field: string, url: string, ownHosts: readonly string[]) {
	if (url !== '' && isOwnApiLink(url, ownHosts)) throw refusal(field);
}
