import { createHmac } from 'node:crypto';
import { getSessionSecret } from '../../auth/session-secret';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/types';

/**
 * The key that signs check-in codes: derived from SESSION_SECRET, or from the secret generated once
 * and kept in the `settings` table, so every server sharing the database accepts the same codes.
 * Its own label keeps it apart from the session signs.
 */
export async function getCheckinKey(db: Db, config: ServerConfig): Promise<Buffer> {
	const secret = await getSessionSecret(db, config);
	return createHmac('sha256', secret).update('kpy-checkin-code-v1').digest();
}
