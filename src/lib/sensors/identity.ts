import { base64Utf8, COOKIE_ID_KEY, decodeBase64Utf8, LOGIN_ID_KEY } from './protocol';

/** What the SDK keeps in its cookie: the visitor's ids and the registered `$latest_*` properties. */
export interface SensorsState {
	distinct_id: string;
	/** The anonymous id while a login id is the distinct id; empty when logged out. */
	first_id: string;
	props: Record<string, unknown>;
	identities: Record<string, string>;
	history_login_id: { name: string; value: string };
}

const LOGGED_OUT = { name: '', value: '' };

export function newState(anonymousId: string): SensorsState {
	return {
		distinct_id: anonymousId,
		first_id: '',
		props: {},
		identities: { [COOKIE_ID_KEY]: anonymousId },
		history_login_id: LOGGED_OUT,
	};
}

/** The state the cookie holds (identities base64 JSON), or null when it holds none. */
export function parseState(text: string | null, newId: () => string): SensorsState | null {
	try {
		const stored = JSON.parse(text ?? '') as Partial<SensorsState> & { identities?: unknown };
		if (!stored?.distinct_id) return null;
		const decoded =
			typeof stored.identities === 'string' ? JSON.parse(decodeBase64Utf8(stored.identities)) : {};
		const cookieId = decoded?.[COOKIE_ID_KEY] || newId();
		const firstId = stored.first_id ?? '';
		const loggedIn = firstId !== '';
		return {
			distinct_id: stored.distinct_id,
			first_id: firstId,
			props: stored.props ?? {},
			identities: loggedIn
				? { [COOKIE_ID_KEY]: cookieId, [LOGIN_ID_KEY]: stored.distinct_id }
				: { [COOKIE_ID_KEY]: cookieId },
			history_login_id: loggedIn ? { name: LOGIN_ID_KEY, value: stored.distinct_id } : LOGGED_OUT,
		};
	} catch {
		return null;
	}
}

export function serializeState(state: SensorsState): string {
	const identities = base64Utf8(JSON.stringify(state.identities));
	return JSON.stringify({ ...state, identities });
}

function anonymousIdOf(state: SensorsState): string {
	return state.first_id || state.distinct_id;
}

/** The record's identities: the stored ones plus the anonymous id. */
export function identitiesOf(state: SensorsState): Record<string, string> {
	return { ...state.identities, $identity_anonymous_id: anonymousIdOf(state) };
}

/** `login_id` (when logged in) and `anonymous_id`, as every record carries them. */
export function unionIdsOf(state: SensorsState): { login_id?: string; anonymous_id: string } {
	return state.first_id
		? { login_id: state.distinct_id, anonymous_id: state.first_id }
		: { anonymous_id: state.distinct_id };
}

export interface LoginStep {
	/** The state the `$SignUp` record is built from. */
	signup: SensorsState;
	/** The anonymous id the login id now stands for. */
	originalId: string;
	next: SensorsState;
}

/** `login(id)`: null when `id` is already the login id (or the anonymous id) — nothing is sent. */
export function logIn(state: SensorsState, id: string): LoginStep | null {
	if (!id || (id === state.distinct_id && !state.first_id)) return null;
	if (state.history_login_id.name === LOGIN_ID_KEY && state.history_login_id.value === id)
		return null;
	const firstId = state.first_id || state.distinct_id;
	const signup: SensorsState = {
		...state,
		distinct_id: id,
		first_id: firstId,
		identities: { ...state.identities, [LOGIN_ID_KEY]: id },
		history_login_id: { name: LOGIN_ID_KEY, value: id },
	};
	const cookieId = state.identities[COOKIE_ID_KEY] ?? firstId;
	return {
		signup,
		originalId: firstId,
		next: { ...signup, identities: { [COOKIE_ID_KEY]: cookieId, [LOGIN_ID_KEY]: id } },
	};
}

/** `logout(true)`: a logged-in visitor becomes a new anonymous one; the cookie id stays. */
export function logOut(state: SensorsState, newId: () => string): SensorsState {
	const cookieId = state.identities[COOKIE_ID_KEY] ?? anonymousIdOf(state);
	return {
		...state,
		distinct_id: state.first_id ? newId() : state.distinct_id,
		first_id: '',
		identities: { [COOKIE_ID_KEY]: cookieId },
		history_login_id: LOGGED_OUT,
	};
}
