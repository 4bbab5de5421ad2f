import { createHash } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import type { CaptchaChallenge } from '../../lib/api/types';
import { getSessionSecret } from '../auth/session-secret';
import type { ServerConfig } from '../config';
import { captchaSpent } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';

/** How long a challenge may be solved and used: long enough for a slow phone, short for replay. */
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
const ALGORITHM = 'SHA-256';

/**
 * Both HMAC keys derive from CAPTCHA_HMAC_KEY or else from the session secret, which every server
 * sharing the database has (generated once into the database when unset).
 */
async function captchaSecrets(db: Db, config: ServerConfig) {
	const secret = config.captchaHmacKey ?? (await getSessionSecret(db, config));
	const derive = (purpose: string) =>
		createHash('sha256').update(`altcha:${purpose}:${secret}`).digest('hex');
	return { challenge: derive('challenge'), key: derive('key') };
}

/**
 * A signed ALTCHA challenge (proof of work): the solver tries counters from 0 until the one the
 * server drew, between CAPTCHA_MAX_NUMBER / 2 and CAPTCHA_MAX_NUMBER. Nothing about the person
 * goes in it.
 */
export async function createCaptchaChallenge(
	db: Db,
	config: ServerConfig,
	now: Date,
): Promise<CaptchaChallenge> {
	const secrets = await captchaSecrets(db, config);
	const challenge = await createChallenge({
		algorithm: ALGORITHM,
		cost: config.captchaCost,
		counter: randomInt(Math.ceil(config.captchaMaxNumber / 2), config.captchaMaxNumber),
		deriveKey,
		expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
		hmacSignatureSecret: secrets.challenge,
		hmacKeySignatureSecret: secrets.key,
	});
	return challenge as CaptchaChallenge;
}

const refused = (message: string) => new DomainError('captcha_refused', message);

interface Payload {
	challenge: { parameters: { expiresAt?: number }; signature?: string };
	solution: { counter: number; derivedKey: string };
}

function readPayload(text: string): Payload | null {
	try {
		const value = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
		if (
			typeof value?.challenge?.parameters === 'object' &&
			value.challenge.parameters !== null &&
			typeof value.challenge.signature === 'string' &&
			typeof value.solution === 'object' &&
			value.solution !== null
		) {
			return value as Payload;
		}
	} catch {
		// Not base64 JSON: answered below as a forged solution.
	}
	return null;
}

/**
 * Accepts a solved challenge once: refuses a forged or wrong one, an expired one, and one already
 * used on any server (captcha_spent); throws the refusal in Chinese.
 */
export async function spendCaptcha(
	db: Db,
	config: ServerConfig,
	text: string,
	now: Date,
): Promise<void> {
	const payload = readPayload(text);
	if (!payload) throw refused('人机验证无效，请重新验证');
	const expiresAt = payload.challenge.parameters.expiresAt;
	if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) {
		throw refused('人机验证已过期，请重新验证');
	}
	const secrets = await captchaSecrets(db, config);
	let result: Awaited<ReturnType<typeof verifySolution>>;
	try {
		result = await verifySolution({
			challenge: payload.challenge as Parameters<typeof verifySolution>[0]['challenge'],
			solution: payload.solution,
			deriveKey,
			hmacSignatureSecret: secrets.challenge,
			hmacKeySignatureSecret: secrets.key,
		});
	} catch {
		throw refused('人机验证无效，请重新验证');
	}
	if (result.expired) throw refused('人机验证已过期，请重新验证');
	if (!result.verified) throw refused('人机验证未通过，请重新验证');
	const signature = payload.challenge.signature as string;
	const [spent] = await db
		.insert(captchaSpent)
		.values({ signature, expiresAt: new Date(expiresAt * 1000) })
		.onConflictDoNothing()
		.returning({ signature: captchaSpent.signature });
	if (!spent) throw refused('人机验证已使用过，请重新验证');
	if (Math.random() < 0.05) await db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, now));
}
