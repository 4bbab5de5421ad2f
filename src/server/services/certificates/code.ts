import { createHmac, timingSafeEqual } from 'node:crypto';
import {
	bytesToCrockford,
	decodeCrockford,
	encodeCrockford,
	normalizeCrockford,
} from '../../../lib/checkin/crockford';
import { DATABASE_ID_MAX } from '../../../lib/record-id';

/** The MAC's characters: 40 bits, one guess in a trillion. */
const MAC_LENGTH = 8;
/** The id's characters at least, so codes look alike: 32,768 certificates before they grow. */
const ID_LENGTH = 3;

function mac(key: Buffer, id: number): string {
	const digest = createHmac('sha256', key).update(`certificate:${id}`).digest();
	return bytesToCrockford(digest, MAC_LENGTH);
}

/** The certificate's verification code: its id and a MAC over it, 11 characters for most. */
export function certificateCode(key: Buffer, id: number): string {
	return encodeCrockford(id, ID_LENGTH) + mac(key, id);
}

export type CodeReading = { id: number } | { problem: 'malformed' | 'forged' };

/**
 * The certificate id a typed or scanned code names, once its MAC holds; read as Crockford's base32
 * reads (case, spaces and dashes ignored, O as 0, I and L as 1).
 */
export function readCertificateCode(key: Buffer, typed: string): CodeReading {
	const code = normalizeCrockford(typed);
	if (code === null || code.length < ID_LENGTH + MAC_LENGTH || code.length > 16) {
		return { problem: 'malformed' };
	}
	const id = decodeCrockford(code.slice(0, -MAC_LENGTH));
	if (id === null || id < 1 || id > DATABASE_ID_MAX) return { problem: 'forged' };
	const expected = Buffer.from(mac(key, id));
	const given = Buffer.from(code.slice(-MAC_LENGTH));
	if (!timingSafeEqual(expected, given)) return { problem: 'forged' };
	return { id };
}
