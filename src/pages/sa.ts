import type { APIRoute } from 'astro';
import { readLimitedBytes } from '../server/api/read-body';
import { getDb } from '../server/db/instance';
import { decodeSensorsBeacon, storeAnalyticsEvents } from '../server/services/analytics';

const BEACON_LIMIT = 1024 * 1024;
/** 1×1 transparent GIF: image beacons need a picture back. */
const PIXEL = Uint8Array.from(
	atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
	(char) => char.charCodeAt(0),
);

async function collect(request: Request, fields: Record<string, string>, project: string) {
	try {
		const records = decodeSensorsBeacon(fields);
		await storeAnalyticsEvents(await getDb(), project, records, new Date());
	} catch (error) {
		// Analytics must never fail a page; the beacon is dropped and logged.
		console.error('[sa] beacon dropped:', error instanceof Error ? error.message : error);
	}
	return new Response(request.method === 'GET' ? PIXEL : null, {
		status: request.method === 'GET' ? 200 : 204,
		headers: { 'content-type': 'image/gif', 'cache-control': 'no-store' },
	});
}

/** Sensors Data collector: `?data=` / `?data_list=` on GET, a form body on POST (SPEC §7). */
export const GET: APIRoute = ({ request, url }) =>
	collect(
		request,
		Object.fromEntries(url.searchParams),
		url.searchParams.get('project') ?? 'default',
	);

export const POST: APIRoute = async ({ request, url }) => {
	let fields: Record<string, string> = {};
	try {
		const text = new TextDecoder().decode(await readLimitedBytes(request, BEACON_LIMIT));
		fields = Object.fromEntries(new URLSearchParams(text));
	} catch {
		return new Response(null, { status: 413 });
	}
	return collect(
		request,
		{ ...Object.fromEntries(url.searchParams), ...fields },
		url.searchParams.get('project') ?? 'default',
	);
};
