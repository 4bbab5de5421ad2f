import type { APIRoute } from 'astro';
import { resolveClientAddress, socketAddressOf } from '../server/api/client-address';
import { readLimitedBytes } from '../server/api/read-body';
import type { Runtime } from '../server/runtime';
import { acceptBeacon } from '../server/services/analytics-beacon';
import { createBeaconLimiter } from '../server/services/analytics-limits';

/** Base64 of the largest beacon the collector decodes, with room for the other fields. */
const BEACON_LIMIT = 128 * 1024;
/** 1×1 transparent GIF: image beacons need a picture back. */
const PIXEL = Uint8Array.from(
	atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
	(char) => char.charCodeAt(0),
);
const limiter = createBeaconLimiter();

async function collect(
	runtime: Runtime,
	request: Request,
	socketAddress: string,
	fields: Record<string, string>,
	project: string,
) {
	try {
		const address = resolveClientAddress(
			request.headers,
			socketAddressOf(request.headers, socketAddress),
			runtime.config.trustedProxies,
		);
		await acceptBeacon(await runtime.db(), limiter, { fields, project, address, now: new Date() });
	} catch (error) {
		// Analytics must never fail a page; the beacon is dropped and logged.
		console.error('[sa] beacon dropped:', error instanceof Error ? error.message : error);
	}
	return new Response(request.method === 'GET' ? PIXEL : null, {
		status: request.method === 'GET' ? 200 : 204,
		headers: { 'content-type': 'image/gif', 'cache-control': 'no-store' },
	});
}

/** Sensors Data collector: `?data=` / `?data_list=` on GET, a form body on POST. */
export const GET: APIRoute = ({ request, url, clientAddress, locals }) =>
	collect(
		locals.runtime,
		request,
		clientAddress,
		Object.fromEntries(url.searchParams),
		url.searchParams.get('project') ?? 'default',
	);

export const POST: APIRoute = async ({ request, url, clientAddress, locals }) => {
	let fields: Record<string, string> = {};
	try {
		const text = new TextDecoder().decode(await readLimitedBytes(request, BEACON_LIMIT));
		fields = Object.fromEntries(new URLSearchParams(text));
	} catch {
		return new Response(null, { status: 413 });
	}
	return collect(
		locals.runtime,
		request,
		clientAddress,
		{ ...Object.fromEntries(url.searchParams), ...fields },
		url.searchParams.get('project') ?? 'default',
	);
};
