/**
 * The portal's own Sensors Data client: the part of sa-sdk-javascript the portal uses (track,
 * login, logout, registerPage, the click map, single-page route changes, logging), sending the
 * same records the same way. Every failure inside it is swallowed by its caller (analytics.ts).
 */
import {
	createAnonymousId,
	createCookieJar,
	findTopDomain,
	readPageContext,
	sendToServer,
} from './browser';
import { type CollectTags, clickedElement, clickProperties } from './click';
import { logIn, logOut, newState, parseState, type SensorsState, serializeState } from './identity';
import { latestProperties } from './latest';
import { encodeRecord, NEW_USER_COOKIE, STATE_COOKIE } from './protocol';
import { buildRecord, type RecordType } from './record';

/** sa-sdk-javascript's settings, as far as the client has them: time is the client's, records go by beacon, no scroll map. */
export interface SensorsSettings {
	server_url: string;
	show_log: boolean;
	use_client_time: true;
	send_type: 'beacon';
	/** Called on each route change inside the page; the portal sends its own page view. */
	is_track_single_page: () => unknown;
	heatmap: {
		clickmap: 'default' | 'not_collect';
		scroll_notice_map: 'not_collect';
		collect_tags: CollectTags;
	};
}

const STATE_DAYS = 360;

export function createSensorsClient(settings: SensorsSettings) {
	const cookies = createCookieJar(findTopDomain(location.hostname));
	const pageProperties: Record<string, unknown> = {};
	let state: SensorsState =
		parseState(cookies.read(STATE_COOKIE), createAnonymousId) ?? startNewVisitor();

	function startNewVisitor(): SensorsState {
		const midnight = new Date();
		midnight.setHours(23, 59, 59, 999);
		cookies.write(NEW_USER_COOKIE, '1', midnight);
		return newState(createAnonymousId());
	}

	function save(next: SensorsState): void {
		state = next;
		cookies.write(STATE_COOKIE, serializeState(state), new Date(Date.now() + STATE_DAYS * 864e5));
	}

	function send(
		type: RecordType,
		event: string,
		properties: Record<string, unknown>,
		from = state,
		originalId?: string,
	): void {
		const record = buildRecord({
			state: from,
			type,
			event,
			properties,
			pageProperties,
			page: readPageContext(cookies.read(NEW_USER_COOKIE) !== null),
			now: Date.now(),
			random: Math.random,
			...(originalId === undefined ? {} : { originalId }),
		});
		if (settings.show_log) console.log(`[web-sdk-log]: ${JSON.stringify(record, null, 2)}`);
		sendToServer(settings.server_url, encodeRecord(record));
	}

	const track = (event: string, properties: Record<string, unknown> = {}) =>
		send('track', event, properties);

	function watchRoutes(): void {
		let url = location.href;
		const onChange = () => {
			if (location.href === url) return;
			url = location.href;
			try {
				settings.is_track_single_page();
			} catch {
				// The page's own pushState or popstate never fails for its tracking.
			}
		};
		for (const method of ['pushState', 'replaceState'] as const) {
			const original = history[method];
			history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
				original.apply(this, args);
				onChange();
			};
		}
		window.addEventListener('popstate', onChange);
	}

	function watchClicks(collectTags: CollectTags): void {
		const onClick = (event: MouseEvent) => {
			try {
				const element =
					event.target instanceof Element && clickedElement(event.target, collectTags);
				if (element) track('$WebClick', clickProperties(element, event));
			} catch {
				// A click is never broken by its tracking.
			}
		};
		document.addEventListener('click', onClick, true);
	}

	save({
		...state,
		props: {
			...state.props,
			...latestProperties(location.href, document.referrer, cookies.domain),
		},
	});
	watchRoutes();
	if (settings.heatmap.clickmap === 'default') watchClicks(settings.heatmap.collect_tags);

	return {
		track,
		registerPage(properties: Record<string, unknown>): void {
			Object.assign(pageProperties, properties);
		},
		login(id: string): void {
			const step = logIn(state, id);
			if (!step) return;
			send('track_signup', '$SignUp', {}, step.signup, step.originalId);
			save(step.next);
		},
		/** `logout(true)` as the SDK does it: a logged-in visitor gets a new anonymous id. */
		logout(): void {
			save(logOut(state, createAnonymousId));
		},
	};
}

export type SensorsClient = ReturnType<typeof createSensorsClient>;
