import { parseDatabaseId } from '../../../lib/validation/fields';
import { actorOf } from '../../access/actor';
import type { AuthSession } from '../../auth/sessions';
import type { Db } from '../../db/types';
import { DomainError } from '../../domain-error';
import { loadManagedActivity, type ManagedActivity } from './access';

export type ParticipantsPageLoad =
	| { kind: 'missing' }
	| { kind: 'forbidden' }
	| { kind: 'ok'; activity: ManagedActivity };

/** The activity of `/activity-participants?id=`, if the signed-in user may see its lists. */
export async function loadParticipantsPage(
	db: Db,
	idText: string | null,
	session: AuthSession | null,
): Promise<ParticipantsPageLoad> {
	const id = parseDatabaseId(idText);
	if (id === null || !session) return { kind: 'missing' };
	try {
		return { kind: 'ok', activity: await loadManagedActivity(db, id, actorOf(session)) };
	} catch (error) {
		if (error instanceof DomainError && error.reason === 'forbidden') return { kind: 'forbidden' };
		if (error instanceof DomainError && error.reason === 'not_found') return { kind: 'missing' };
		throw error;
	}
}
