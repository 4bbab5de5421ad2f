import type { TestApi } from './api';

export interface DownloadResult {
	status: number;
	headers: Headers;
	bytes: Uint8Array;
	/** The envelope when the answer was JSON (a refusal), else null. */
	json: { code: number; msg: string } | null;
}

/** GETs exportParticipantList with `query` as the session `auth`, reading the whole stream. */
export async function downloadExport(
	api: TestApi,
	query: Record<string, string | number>,
	auth: { token: string; sign: string },
): Promise<DownloadResult> {
	const response = await api.send('/activity/exportParticipantList', undefined, {
		method: 'GET',
		auth,
		query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
	});
	const bytes = new Uint8Array(await response.arrayBuffer());
	const isJson = (response.headers.get('content-type') ?? '').startsWith('application/json');
	return {
		status: response.status,
		headers: response.headers,
		bytes,
		json: isJson ? JSON.parse(new TextDecoder().decode(bytes)) : null,
	};
}
