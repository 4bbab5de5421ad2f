/** Device rules and the root font size (docs/routes.md, "Device switching"). */
export type Device = 'desktop' | 'mobile';

const MOBILE_MAX_WIDTH = 768;
/**
 * Narrower than any phone (a folded Galaxy Z Fold's cover screen is 280 px). A window being
 * minimised, hidden or captured whole reports 0 or 1 px for a moment; that width names no device.
 */
const NARROWEST_VIEWPORT = 240;
export const RESIZE_THROTTLE_MS = 100;
/** The layout the browser chose last; the server honours it so the two never disagree. */
export const DEVICE_COOKIE = 'kpy_device';
export const DEVICE_SWITCH_QUERY = '_t';

const MOBILE_USER_AGENT =
	/phone|pad|pod|iPhone|iPod|ios|iPad|Android|Mobile|BlackBerry|IEMobile|MQQBrowser|JUC|Fennec|wOSBrowser|BrowserNG|WebOS|Symbian|Windows Phone|HarmonyOS/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
	return MOBILE_USER_AGENT.test(userAgent ?? '');
}

export function detectDevice(userAgent: string | null | undefined, viewportWidth: number): Device {
	return isMobileUserAgent(userAgent) || viewportWidth <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}

/** The layout for a window of `viewportWidth` px, or null for a width no device has. */
export function viewportDevice(
	userAgent: string | null | undefined,
	viewportWidth: number,
): Device | null {
	return viewportWidth < NARROWEST_VIEWPORT ? null : detectDevice(userAgent, viewportWidth);
}

export function parseDevice(value: string | undefined): Device | null {
	return value === 'mobile' || value === 'desktop' ? value : null;
}

/** Root font size in px for the mobile layout. */
export function rootFontSize(viewportWidth: number): number {
	const width = Math.max(viewportWidth, 320);
	if (width >= 992) return 16;
	if (width >= 750) return 100;
	return (100 * width) / 750;
}
