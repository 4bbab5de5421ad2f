import { createHmac, timingSafeEqual } from 'node:crypto';
import { bytesToCrockford, decodeCrockford, encodeCrockford } from '../../../lib/checkin/crockford';
import {
	normalizeShortCode,
	SHORT_CODE_CHECK_LENGTH,
	SHORT_CODE_ID_LENGTH,
} from '../../../lib/checkin/short-code';

/**
 * A registration's check-in codes, signed with HMAC-SHA256 and free of personal data:
 * - the QR payload `KPYC1.<registration>.<activity>.<expiry, unix seconds>.<signature>` (numbers in
 *   Crockford base32, the signature's first 16 bytes in base64url);
 * - the short code: the registration number (≥ 5 characters) and 4 check characters of its HMAC.
 */
const PREFIX = 'KPYC1';
const SIGNATURE_BYTES = 16;

export interface TicketClaim {
	registrationId: number;
	activityId: number;
	/** The code stops being accepted after this instant. */
	expiresAt: Date;
}

export type PayloadCheck =
	| { ok: true; claim: TicketClaim }
	| { ok: false; reason: 'malformed' | 'forged' | 'expired' };

function mac(key: Buffer, text: string): Buffer {
	return createHmac('sha256', key).update(text).digest();
}

export function signPayload(key: Buffer, claim: TicketClaim): string {
	const body = [
		PREFIX,
		encodeCrockford(claim.registrationId),
		encodeCrockford(claim.activityId),
		encodeCrockford(Math.floor(claim.expiresAt.getTime() / 1000)),
	].join('.');
	return `${body}.${mac(key, body).subarray(0, SIGNATURE_BYTES).toString('base64url')}`;
}

export function verifyPayload(key: Buffer, payload: string, now: Date): PayloadCheck {
	const parts = payload.trim().split('.');
	if (parts.length !== 5 || parts[0] !== PREFIX) return { ok: false, reason: 'malformed' };
	const [, reg = '', act = '', exp = '', signature = ''] = parts;
	const registrationId = decodeCrockford(reg);
	const activityId = decodeCrockford(act);
	const expiry = decodeCrockford(exp);
	if (registrationId === null || activityId === null || expiry === null) {
		return { ok: false, reason: 'malformed' };
	}
	// Compared as text: base64url's last character has spare bits, so decoding would let several
	// spellings of one signature pass.
	const given = Buffer.from(signature);
	const wanted = Buffer.from(
		mac(key, parts.slice(0, 4).join('.')).subarray(0, SIGNATURE_BYTES).toString('base64url'),
	);
	if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
		return { ok: false, reason: 'forged' };
	}
	const expiresAt = new Date(expiry * 1000);
	if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
	return { ok: true, claim: { registrationId, activityId, expiresAt } };
}

function checkCharacters(key: Buffer, registrationId: number): string {
	return bytesToCrockford(mac(key, `code:${registrationId}`), SHORT_CODE_CHECK_LENGTH);
}

export function shortCodeOf(key: Buffer, registrationId: number): string {
	return (
		encodeCrockford(registrationId, SHORT_CODE_ID_LENGTH) + checkCharacters(key, registrationId)
	);
}

/** The registration a typed short code names, or `null` when it is not a valid code. */
export function verifyShortCode(key: Buffer, typed: string): number | null {
	const code = normalizeShortCode(typed);
	if (!code) return null;
	const registrationId = decodeCrockford(code.slice(0, -SHORT_CODE_CHECK_LENGTH));
	if (registrationId === null || registrationId < 1) return null;
	const given = Buffer.from(code.slice(-SHORT_CODE_CHECK_LENGTH));
	const wanted = Buffer.from(checkCharacters(key, registrationId));
	return timingSafeEqual(given, wanted) ? registrationId : null;
}
