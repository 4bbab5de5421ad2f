import { createHash, randomBytes } from 'node:crypto';

export interface JsSignatureInput {
	ticket: string;
	nonceStr: string;
	/** Seconds since the epoch. */
	timestamp: number;
	/** The page's address without `#` and what follows. */
	url: string;
}

/**
 * wx.config's signature (JS-SDK 附录1): SHA-1 of the four fields sorted by name, joined as
 * `k=v&k=v`, with the values as they are (no URL encoding).
 */
export function signJsApi({ ticket, nonceStr, timestamp, url }: JsSignatureInput): string {
	const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
	return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** 16 letters and digits, as WeChat's own examples use. */
export function createNonceStr(): string {
	return randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16);
}
