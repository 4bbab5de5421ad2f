import type { Device } from './device';

/** Pure settings of the analytics integration (docs/client.md, "Analytics"). */
export const PLATFORM_NAME = '2025年全国科普月';
export const PAGE_FINISH_EVENT = 'KpyPageFinish';

export type PlatType = 'PCWeb' | 'MobileWeb' | 'app';

export function platTypeFor(device: Device, inHostApp: boolean): PlatType {
	if (inHostApp) return 'app';
	return device === 'mobile' ? 'MobileWeb' : 'PCWeb';
}

export function pageViewEventFor(device: Device): 'KpyPageView' | 'KpyAppPageView' {
	return device === 'mobile' ? 'KpyAppPageView' : 'KpyPageView';
}

/** `production` when the page's host contains the public site's www host name. */
export function analyticsProject(host: string, wwwHost: string): 'production' | 'default' {
	return wwwHost !== '' && host.includes(wwwHost) ? 'production' : 'default';
}

/** `{server}/sa?project=…`; an empty server means the page's own origin. */
export function analyticsServerUrl(
	server: string,
	location: { origin: string; host: string },
	wwwHost: string,
): string {
	const base = (server || location.origin).replace(/\/+$/, '');
	return `${base}/sa?project=${analyticsProject(location.host, wwwHost)}`;
}

/**
 * sa-sdk-javascript's settings (docs/client.md, "Analytics"). `onNewAddress` runs when a route
 * change inside the page (pushState, replaceState, popstate) leads to an address other than
 * `address()` was at the last call.
 */
export function sdkSettings(serverUrl: string, onNewAddress: () => void, address: () => string) {
	let lastAddress = address();
	return {
		server_url: serverUrl,
		// Without this the SDK rewrites …/sa?project= to …/sa.gif?project=.
		custom_server_url: serverUrl,
		show_log: true,
		use_client_time: true,
		send_type: 'beacon',
		// A route change inside the page sends our own page-view event instead of $pageview. The SDK
		// asks on every history call, also one that keeps the address, and from inside the page's
		// own pushState, which a throw here would break.
		is_track_single_page: () => {
			const now = address();
			if (now === lastAddress) return false;
			lastAddress = now;
			try {
				onNewAddress();
			} catch {
				// Tracking never breaks the page.
			}
			return false;
		},
		heatmap: {
			clickmap: 'default',
			scroll_notice_map: 'not_collect',
			collect_tags: { div: true, span: true, img: true },
		},
	};
}
