import { ApiError, CODES } from './errors';

export type Input = Record<string, unknown>;

const JSON_BODY_LIMIT = 2 * 1024 * 1024;
const UPLOAD_BODY_LIMIT = 55 * 1024 * 1024;

/** Reads at most `limit` bytes; a larger body is refused with 413 before it is all in memory. */
export async function readLimitedBytes(
	request: Request,
	limit: number,
): Promise<Uint8Array<ArrayBuffer>> {
	const declared = Number(request.headers.get('content-length') ?? '0');
	if (declared > limit) throw tooLarge(limit);
	if (!request.body) return new Uint8Array();
	const chunks: Uint8Array[] = [];
	let size = 0;
	for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
		size += chunk.byteLength;
		if (size > limit) throw tooLarge(limit);
		chunks.push(chunk);
	}
	const bytes = new Uint8Array(size);
	let offset = 0;
	for (const chunk of chunks) {
		bytes.set(chunk, offset);
		offset += chunk.byteLength;
	}
	return bytes;
}

function tooLarge(limit: number): ApiError {
	return new ApiError(
		CODES.bodyTooLarge,
		`请求内容过大（上限 ${Math.round(limit / 1024 / 1024)} MB）`,
		413,
	);
}

const badBody = (message: string) => new ApiError(CODES.badBody, message, 400);

function isPlainObject(value: unknown): value is Input {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Form values that hold JSON objects or lists (the client sends them as JSON text) stay text here.
 */
function parseForm(text: string): Input {
	return Object.fromEntries(new URLSearchParams(text));
}

function parseJson(text: string): Input {
	if (text.trim() === '') return {};
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		throw badBody('请求体不是有效的 JSON');
	}
	if (!isPlainObject(value)) throw badBody('请求体应为 JSON 对象');
	return value;
}

/** PostgreSQL text cannot hold U+0000, so such input is refused before it can fail a query. */
function containsNul(value: unknown, depth = 0): boolean {
	if (typeof value === 'string') return value.includes('\u0000');
	if (typeof value !== 'object' || value === null || depth > 20) return false;
	return Object.entries(value).some(
		([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
	);
}

/** JSON and form-encoded bodies both give a plain object; query parameters fill keys the body lacks. */
export async function readInput(request: Request, url: URL): Promise<Input> {
	const query = Object.fromEntries(url.searchParams);
	if (request.method === 'GET' || request.method === 'HEAD') {
		if (containsNul(query)) throw badBody('请求内容包含无效字符');
		return query;
	}
	const type =
		(request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
	const text = new TextDecoder().decode(await readLimitedBytes(request, JSON_BODY_LIMIT));
	const body =
		type === 'application/x-www-form-urlencoded'
			? parseForm(text)
			: type === 'application/json' || type === ''
				? parseJson(text)
				: null;
	if (body === null) throw badBody('请求体应为 JSON 或表单格式');
	const input = { ...query, ...body };
	if (containsNul(input)) throw badBody('请求内容包含无效字符');
	return input;
}

/** A multipart body within `limit` bytes (the upload limit unless given). */
export async function readMultipart(
	request: Request,
	limit = UPLOAD_BODY_LIMIT,
): Promise<FormData> {
	const type = request.headers.get('content-type') ?? '';
	if (!type.toLowerCase().startsWith('multipart/form-data')) {
		throw badBody('上传请使用 multipart/form-data');
	}
	const bytes = await readLimitedBytes(request, limit);
	try {
		return await new Response(bytes, { headers: { 'content-type': type } }).formData();
	} catch {
		throw badBody('上传内容格式无效');
	}
}
