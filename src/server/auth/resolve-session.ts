import type { RequestSession } from '../../middleware/session';
import { getDb } from '../db/instance';
import { lookupSession } from './sessions';

/** Looks up the session a cookie token names; revoked, expired and unknown tokens give `null`. */
export async function resolveSession(token: string): Promise<RequestSession | null> {
	const found = await lookupSession(await getDb(), token, new Date());
	if (found.status !== 'ok') return null;
	return { token, uid: found.session.uid, roles: found.session.roles };
}
