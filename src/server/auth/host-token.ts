import { z } from 'zod';
import { hmacHex, safeEqual } from './crypto';

/**
 * A host-app token: `base64url(JSON payload) + "." + hex HMAC-SHA256(HOST_APP_SECRET, payload part)`,
 * payload `{ uid, mobile?, name?, exp }` with `exp` in epoch seconds.
 */
const payloadSchema = z.object({
	uid: z.string().min(1).max(64),
	mobile: z
		.string()
		.regex(/^1[3-9]\d{9}$/)
		.optional(),
	name: z.string().max(30).optional(),
	exp: z.number().int(),
});

export type HostIdentity = z.output<typeof payloadSchema>;

export function createHostToken(secret: string, payload: HostIdentity): string {
	const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
	return `${body}.${hmacHex(secret, body)}`;
}

/** The host user, or `null` for a malformed, forged or expired token. */
export function verifyHostToken(secret: string, token: string, now: Date): HostIdentity | null {
	const [body, mac, extra] = token.split('.');
	if (!body || !mac || extra !== undefined || !safeEqual(mac, hmacHex(secret, body))) return null;
	let payload: unknown;
	try {
		payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
	} catch {
		return null;
	}
	const parsed = payloadSchema.safeParse(payload);
	if (!parsed.success || parsed.data.exp * 1000 <= now.getTime()) return null;
	return parsed.data;
}
