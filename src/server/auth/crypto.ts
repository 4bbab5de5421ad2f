import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function sha256Hex(text: string): string {
	return createHash('sha256').update(text).digest('hex');
}

export function hmacHex(secret: string, text: string): string {
	return createHmac('sha256', secret).update(text).digest('hex');
}

/** Compares two strings in time that does not depend on where they differ. */
export function safeEqual(a: string, b: string): boolean {
	const left = Buffer.from(a);
	const right = Buffer.from(b);
	return left.length === right.length && timingSafeEqual(left, right);
}

/** 256 random bits as 64 hex characters. */
export function createRandomToken(): string {
	return randomBytes(32).toString('hex');
}

/** Six digits from the CSPRNG. */
export function createSixDigitCode(): string {
	return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
