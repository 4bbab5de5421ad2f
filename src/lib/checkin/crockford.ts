/**
 * Crockford base32 (digits and letters without I, L, O, U): short codes people read off a screen and
 * type by hand. Decoding is case-insensitive and reads O as 0 and I, L as 1.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function encodeCrockford(value: number, minLength = 1): string {
	if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('not a natural number');
	let text = '';
	let rest = value;
	do {
		text = ALPHABET[rest % 32] + text;
		rest = Math.floor(rest / 32);
	} while (rest > 0);
	return text.padStart(minLength, '0');
}

/** The bytes' first `length` × 5 bits as Crockford characters. */
export function bytesToCrockford(bytes: Uint8Array, length: number): string {
	let text = '';
	let buffer = 0;
	let bits = 0;
	for (const byte of bytes) {
		buffer = (buffer << 8) | byte;
		bits += 8;
		while (bits >= 5 && text.length < length) {
			bits -= 5;
			text += ALPHABET[(buffer >> bits) & 31];
		}
		buffer &= (1 << bits) - 1;
		if (text.length >= length) break;
	}
	return text;
}

/** Upper case, without spaces and dashes, O read as 0 and I/L as 1; `null` for other characters. */
export function normalizeCrockford(text: string): string | null {
	const cleaned = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
	return /^[0-9A-HJKMNP-TV-Z]*$/.test(cleaned) ? cleaned : null;
}

export function decodeCrockford(text: string): number | null {
	let value = 0;
	for (const char of text) {
		const digit = ALPHABET.indexOf(char);
		if (digit < 0) return null;
		value = value * 32 + digit;
		if (!Number.isSafeInteger(value)) return null;
	}
	return text.length > 0 ? value : null;
}
