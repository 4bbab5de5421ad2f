type PayloadValue = string | number | boolean | null | undefined | object;
export type Payload = Record<string, PayloadValue>;
export type FlatPayload = Record<string, string | number | boolean>;

/** The payload without its empty (`null`/`undefined`) fields. */
export function compactPayload(data: Payload): Payload {
	return Object.fromEntries(
		Object.entries(data).filter(([, value]) => value !== undefined && value !== null),
	);
}

/** Object-valued fields become JSON text, as form bodies and query strings need. */
export function flattenPayload(data: Payload): FlatPayload {
	const flat: FlatPayload = {};
	for (const [key, value] of Object.entries(data)) {
		if (value === undefined || value === null) continue;
		flat[key] = typeof value === 'object' ? JSON.stringify(value) : value;
	}
	return flat;
}

export function encodeForm(data: FlatPayload): URLSearchParams {
	const form = new URLSearchParams();
	for (const [key, value] of Object.entries(data)) form.append(key, String(value));
	return form;
}
