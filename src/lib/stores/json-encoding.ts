/**
 * JSON encoding for persistent stores. Text that is not JSON (a value another script wrote, or a
 * removed key) decodes to `undefined`, which leaves the field unset instead of throwing.
 */
export const jsonEncoding = {
	encode: JSON.stringify,
	decode: (text: string | undefined): never => {
		if (text === undefined) return undefined as never;
		try {
			return JSON.parse(text) as never;
		} catch {
			return undefined as never;
		}
	},
};
