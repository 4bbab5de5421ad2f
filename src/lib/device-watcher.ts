import {
	DEVICE_COOKIE,
	DEVICE_SWITCH_QUERY,
	type Device,
	RESIZE_THROTTLE_MS,
	viewportDevice,
} from './device';
import { desktopTwinOf, mobileTwinOf } from './routes';
import { throttle } from './throttle';

/** Where the current page lives on the other layout, stamped so that caches cannot answer it. */
export function switchTarget(location: URL, device: Device, now: number): string {
	const path = location.pathname;
	const twin = device === 'mobile' ? mobileTwinOf(path) : desktopTwinOf(path);
	const target = new URL(twin ?? path, location.origin);
	target.search = location.search;
	target.searchParams.set(DEVICE_SWITCH_QUERY, String(now));
	return `${target.pathname}${target.search}`;
}

function rememberDevice(device: Device): void {
	// biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari, which our phones run.
	document.cookie = `${DEVICE_COOKIE}=${device}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Re-checks the device on load and on resize (docs/routes.md, "Device switching") and moves to the
 * other layout when it changes. `layoutDevice` is the layout the server rendered.
 */
export function watchDevice(layoutDevice: Device): void {
	const check = () => {
		const device = viewportDevice(navigator.userAgent, window.innerWidth);
		if (device === null || device === layoutDevice) return;
		rememberDevice(device);
		window.location.replace(switchTarget(new URL(window.location.href), device, Date.now()));
	};
	check();
	window.addEventListener('resize', throttle(check, RESIZE_THROTTLE_MS));
}
