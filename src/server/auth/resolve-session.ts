import { getDb } from '../db/instance';
import { type AuthSession, lookupSession } from './sessions';

/** Looks up the session a cookie token names; revoked, expired and unknown tokens give `null`. */
export async function resolveSession(token: string): Promise<AuthSession | null> {
	const found = await lookupSession(await getDb(), token, new Date());
	return found.status === 'ok' ? found.session : null;
}
