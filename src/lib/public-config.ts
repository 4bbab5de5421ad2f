import { DEFAULT_CAMPAIGN_WINDOW_TEXT } from './validation/campaign-window';

/**
 * Configuration the server hands to the browser in `<script id="public-config">`, derived from the
 * server's configuration (toPublicConfig in src/server/config.ts).
 */
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
	/** Shared signing secret; empty means requests are not signed. */
	signSecret: string;
	/** `YYYY-MM-DD/YYYY-MM-DD`: the days activities may take place on, checked by the publish form. */
	campaignWindow: string;
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

/**
 * What a script sees outside a page that carries the configuration (a unit test, a worker): no
 * cutoff (publishing open), no analytics, no signing. The defaults live in src/server/config.ts.
 */
const NO_PUBLIC_CONFIG: PublicConfig = {
	publishCutoff: '',
	adminUrl: '',
	analyticsServerUrl: '',
	analyticsSiteId: '',
	wwwHost: '',
	signSecret: '',
	campaignWindow: DEFAULT_CAMPAIGN_WINDOW_TEXT,
};

let cached: PublicConfig | undefined;

/** The configuration the layout rendered into the page; NO_PUBLIC_CONFIG outside one. */
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
	cached = { ...NO_PUBLIC_CONFIG, ...parsed };
	return cached;
}
