import { createHmac } from 'node:crypto';
import { getSessionSecret } from '../../auth/session-secret';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/types';

/**
 * The key of certificate codes' MACs: derived from SESSION_SECRET (or the secret kept in the
 * `settings` table), under its own label, so every server sharing the database verifies alike.
 */
export async function getCertificateKey(db: Db, config: ServerConfig): Promise<Buffer> {
	const secret = await getSessionSecret(db, config);
	return createHmac('sha256', secret).update('kpy-certificate-code-v1').digest();
}
