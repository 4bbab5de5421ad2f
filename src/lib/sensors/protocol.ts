/**
 * The Sensors Data web protocol as sa-sdk-javascript 1.27.11 speaks it with `send_type: 'beacon'`:
 * one record per request, `data=<base64 of UTF-8 JSON>&ext=crc%3D<hash of that base64>`.
 */
/** The SDK version whose records these are; a Sensors server reads records by it. */
export const SENSORS_LIB_VERSION = '1.27.11';
export const STATE_COOKIE = 'sensorsdata2015jssdkcross';
/** Set on a visitor's first day, until midnight; it makes `$is_first_day` true. */
export const NEW_USER_COOKIE = 'sajssdk_2015_cross_new_user';
export const LOGIN_ID_KEY = '$identity_login_id';
export const COOKIE_ID_KEY = '$identity_cookie_id';

/** Base64 of the text's UTF-8 bytes. */
export function base64Utf8(text: string): string {
	let binary = '';
	for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
	return btoa(binary);
}

export function decodeBase64Utf8(base64: string): string {
	return new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
}

/** Java's String.hashCode, as the SDK's crc. */
export function hashCode(text: string): number {
	let hash = 0;
	for (let index = 0; index < text.length; index++) {
		hash = (hash << 5) - hash + text.charCodeAt(index);
		hash |= 0;
	}
	return hash;
}

/** The beacon body (or, without sendBeacon, the image URL's query) of one record. */
export function encodeRecord(record: object): string {
	const data = base64Utf8(JSON.stringify(record));
	return `data=${encodeURIComponent(data)}&ext=${encodeURIComponent(`crc=${hashCode(data)}`)}`;
}
