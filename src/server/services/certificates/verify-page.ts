import type { Verification } from '../../../lib/api/certificate-types';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/types';
import { getCertificateKey } from './key';
import { verifyCertificate } from './verify';

/** What /verify shows for its `?code=`: nothing asked yet (null), or the verification. */
export async function loadVerification(
	db: Db,
	config: ServerConfig,
	code: string | null,
): Promise<Verification | null> {
	const typed = code?.trim().slice(0, 40) ?? '';
	if (typed === '') return null;
	return verifyCertificate(db, await getCertificateKey(db, config), typed);
}
