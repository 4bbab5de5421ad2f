/** decodeURI, or the text as it is when it does not decode (the SDK's URLs and referrers). */
export function decodeUriSafely(text: string): string {
	try {
		return decodeURI(text);
	} catch {
		return text;
	}
}
