import { DEFAULT_CAMPAIGN_WINDOW_TEXT } from './validation/campaign-window';

/** Configuration the server hands to the browser in `<script id="public-config">` (DESIGN §6). */
export interface PublicConfig {
	/** Beijing time `YYYY-MM-DD HH:mm:ss`; the add button hides once it has passed. */
	publishCutoff: string;
	adminUrl: string;
	/** Sensors host without a trailing slash; empty means the page's own origin. */
	analyticsServerUrl: string;
	/** Site ID registered with the analytics SDK at start-up; empty registers none. */
	analyticsSiteId: string;
	/** Beacons go to project=production when the page's host contains this name. */
	wwwHost: string;
	/** Shared signing secret; empty means requests are not signed (SPEC §7). */
	signSecret: string;
	/** `YYYY-MM-DD/YYYY-MM-DD`: the days activities may take place on, checked by the publish form. */
	campaignWindow: string;
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
	publishCutoff: '2026-09-30 23:59:59',
	adminUrl: '/admin',
	analyticsServerUrl: '',
	analyticsSiteId: '',
	wwwHost: 'www.kepuyue.cn',
	signSecret: '',
	campaignWindow: DEFAULT_CAMPAIGN_WINDOW_TEXT,
};

type Env = (key: string) => string | undefined;

const ENV_NAMES: Record<keyof PublicConfig, string> = {
	publishCutoff: 'PUBLISH_CUTOFF',
	adminUrl: 'ADMIN_URL',
	analyticsServerUrl: 'ANALYTICS_SERVER_URL',
	analyticsSiteId: 'ANALYTICS_SITE_ID',
	wwwHost: 'ANALYTICS_WWW_HOST',
	signSecret: 'SIGN_SECRET',
	campaignWindow: 'CAMPAIGN_WINDOW',
};

/** Builds the public configuration from environment variables read at run time. */
export function readPublicConfig(env: Env): PublicConfig {
	const config = { ...DEFAULT_PUBLIC_CONFIG };
	for (const key of Object.keys(ENV_NAMES) as (keyof PublicConfig)[]) {
		const value = env(ENV_NAMES[key])?.trim();
		if (value) config[key] = value;
	}
	config.analyticsServerUrl = config.analyticsServerUrl.replace(/\/+$/, '');
	return config;
}

let cached: PublicConfig | undefined;

/** The configuration the layout rendered into the page; defaults outside a browser. */
export function getPublicConfig(): PublicConfig {
	if (cached) return cached;
	const element =
		typeof document === 'undefined' ? null : document.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
	let parsed: Partial<PublicConfig> = {};
	try {
		parsed = JSON.parse(element?.textContent ?? '{}') as Partial<PublicConfig>;
	} catch {
		parsed = {};
	}
	cached = { ...DEFAULT_PUBLIC_CONFIG, ...parsed };
	return cached;
}
