import { getServerConfig } from '../config';
import { getDb } from '../db/instance';
import { type AuthSession, lookupSession } from './sessions';

/** Looks up the session a cookie token names; revoked, expired and unknown tokens give `null`. */
export async function resolveSession(token: string): Promise<AuthSession | null> {
	const found = await lookupSession(await getDb(), token, new Date(), {
		adminIdleMs: getServerConfig().adminIdleMinutes * 60_000,
	});
	return found.status === 'ok' ? found.session : null;
}
