import { startAnalytics } from './analytics';
import { parseDevice } from './device';
import { isHostApp } from './host-app-agent';
import { getPublicConfig } from './public-config';
import { LOGIN_PATH } from './routes';
import { hasSignedInMarker } from './signed-in-marker';
import { startAppState } from './stores/app';
import { $session, isLoggedIn } from './stores/session';

// The API client loads only when a session needs it, keeping it off anonymous page loads.
const loadAccount = () => import('./stores/account');

/**
 * Runs once per page (docs/client.md, "Startup"): app state, analytics, then the session. Inside
 * the host app without a session the app token is polled until there is one and exchanged; a stored
 * session's user info is refreshed, and so is a session the browser holds a cookie of but lost from
 * its storage: the server's session is the truth. /login inside the host app logs in on its own
 * (LoginPanel).
 */
export function startApp(): void {
	const config = getPublicConfig();
	const device = parseDevice(document.documentElement.dataset.device) ?? 'desktop';
	const inHostApp = isHostApp(navigator.userAgent);
	const isFirstVisit = startAppState({
		device,
		inHostApp,
		publishCutoff: config.publishCutoff,
		now: Date.now(),
	});
	startAnalytics({ device, inHostApp, isFirstVisit, config });

	const loggedIn = isLoggedIn($session.get());
	// A host-app visitor already signed in keeps the session rather than minting one per page.
	if (inHostApp && !loggedIn && window.location.pathname !== LOGIN_PATH) {
		loadAccount()
			.then(({ signInWithAppToken }) => signInWithAppToken())
			.catch(() => undefined);
	} else if (loggedIn || hasSignedInMarker(document.cookie)) {
		loadAccount()
			.then(({ loadUserInfo }) => loadUserInfo({ toast: false }))
			.catch(() => undefined);
	}
}
