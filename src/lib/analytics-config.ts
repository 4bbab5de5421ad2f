import type { Device } from './device';
import type { SensorsSettings } from './sensors/sensors-client';

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

/** The Sensors client's settings (docs/client.md, "Analytics"), named as sa-sdk-javascript names them. */
export function sdkSettings(serverUrl: string, onSinglePageSwitch: () => void) {
	return {
		server_url: serverUrl,
		show_log: true,
		use_client_time: true,
		send_type: 'beacon',
		// A route change inside the page sends our own page-view event instead of $pageview.
		is_track_single_page: () => {
			onSinglePageSwitch();
			return false;
		},
		heatmap: {
			clickmap: 'default',
			scroll_notice_map: 'not_collect',
			collect_tags: { div: true, span: true, img: true },
		},
	} as const satisfies SensorsSettings;
}
