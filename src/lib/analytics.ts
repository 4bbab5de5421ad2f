import {
	analyticsServerUrl,
	PAGE_FINISH_EVENT,
	PLATFORM_NAME,
	pageViewEventFor,
	platTypeFor,
	sdkSettings,
} from './analytics-config';
import { pageViewProperties } from './analytics-page';
import type { Device } from './device';
import type { PublicConfig } from './public-config';
import { $session } from './stores/session';

type Sensors = typeof import('sa-sdk-javascript/dist/web/sensorsdata.es6.js')['default'];
type Job = (sensors: Sensors) => void;

let sensors: Sensors | null = null;
let failed = false;
const pending: Job[] = [];

/** Runs `job` on the SDK once it has loaded; any failure is swallowed. */
function withSensors(job: Job): void {
	if (!sensors) {
		if (!failed) pending.push(job);
		return;
	}
	try {
		job(sensors);
	} catch {
		// Tracking never breaks the page.
	}
}

/** Sends `event` with the current user's openid as member_id plus `props`. */
function track(event: string, props: Record<string, unknown> = {}): void {
	const memberId = $session.get().openid;
	withSensors((sdk) => sdk.track(event, { member_id: memberId, ...props }));
}

export function identifyAnalyticsUser(openid: string): void {
	if (openid) withSensors((sdk) => sdk.login(openid));
}

export function resetAnalyticsIdentity(): void {
	withSensors((sdk) => sdk.logout(true));
}

export interface AnalyticsStart {
	device: Device;
	inHostApp: boolean;
	isFirstVisit: boolean;
	config: PublicConfig;
}

function watchPageFinish(): void {
	let last: 0 | 1 | null = null;
	const report = (finishType: 0 | 1) => {
		if (last === finishType) return;
		last = finishType;
		track(PAGE_FINISH_EVENT, { finishType });
	};
	report(0);
	window.addEventListener('pageshow', () => report(0));
	window.addEventListener('pagehide', () => report(1));
	document.addEventListener('visibilitychange', () =>
		report(document.visibilityState === 'hidden' ? 1 : 0),
	);
}

/** Loads sa-sdk-javascript once the page is idle and sends the page view; never blocks rendering. */
export function startAnalytics({ device, inHostApp, isFirstVisit, config }: AnalyticsStart): void {
	const sendPageView = () =>
		track(pageViewEventFor(device), {
			is_first_time: isFirstVisit,
			...pageViewProperties(document),
		});
	const load = async () => {
		try {
			const sdk = (await import('sa-sdk-javascript/dist/web/sensorsdata.es6.js')).default;
			sdk.init(
				sdkSettings(
					analyticsServerUrl(config.analyticsServerUrl, window.location, config.wwwHost),
					sendPageView,
					() => window.location.href,
				),
			);
			sdk.registerPage({ platform: PLATFORM_NAME, plat_type: platTypeFor(device, inHostApp) });
			if (config.analyticsSiteId) sdk.registerPage({ site_id: config.analyticsSiteId });
			const openid = $session.get().openid;
			if (openid) sdk.login(openid);
			sensors = sdk;
			for (const job of pending.splice(0)) withSensors(job);
		} catch {
			failed = true;
			pending.length = 0;
		}
	};
	sendPageView();
	watchPageFinish();
	// The SDK waits for the load event, then for idle time, so it never delays the page.
	const loadWhenIdle = () => {
		if ('requestIdleCallback' in window) window.requestIdleCallback(() => void load());
		else setTimeout(() => void load(), 1);
	};
	if (document.readyState === 'complete') loadWhenIdle();
	else window.addEventListener('load', loadWhenIdle, { once: true });
}
