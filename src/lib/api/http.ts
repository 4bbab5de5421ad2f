import { resetAnalyticsIdentity } from '../analytics';
import { type Device, parseDevice } from '../device';
import { showToast } from '../feedback';
import { getPublicConfig } from '../public-config';
import { forgetSignedInMarker } from '../signed-in-marker';
import { $session, resetSession } from '../stores/session';
import type { ApiClientDeps, ApiRequest } from './client';

/** `/api` on the desktop layout, `/api/h5` on the mobile one (docs/client.md, "API client"). */
export function apiBasePath(device: Device): string {
	return device === 'mobile' ? '/api/h5' : '/api';
}

function layoutDevice(): Device {
	if (typeof document === 'undefined') return 'desktop';
	return parseDevice(document.documentElement.dataset.device) ?? 'desktop';
}

/** The browser's wiring to the stores, the toasts and the page's layout; the uploader shares it. */
export const browserApiDeps: ApiClientDeps = {
	baseURL: () => apiBasePath(layoutDevice()),
	credentials: () => {
		const { token, sign } = $session.get();
		return { token, sign };
	},
	signSecret: () => getPublicConfig().signSecret,
	onNotLoggedIn: () => {
		resetSession();
		resetAnalyticsIdentity();
		forgetSignedInMarker();
	},
	notify: showToast,
};

let client: Promise<ApiRequest> | undefined;

/**
 * The browser's API client. ofetch and the envelope rules load at the first call, so that pages
 * a visitor only reads (no call before a click) never download them.
 */
export const request: ApiRequest = async (path, options) => {
	client ??= import('./client').then(({ createApiClient }) => createApiClient(browserApiDeps));
	return (await client)(path, options);
};
