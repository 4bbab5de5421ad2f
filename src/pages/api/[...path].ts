import type { APIRoute } from 'astro';
import { socketAddressOf } from '../../server/api/client-address';
import type { ApiDeps } from '../../server/api/context';
import { failureResponse } from '../../server/api/failure';
import { handleApiRequest } from '../../server/api/router';
import { getApiDeps } from '../../server/runtime';

/**
 * Every /api/** and /api/h5/** call, dispatched through the router table
 * (src/server/api/router.ts).
 */
export const ALL: APIRoute = async ({ request, clientAddress }) => {
	let deps: ApiDeps;
	try {
		deps = await getApiDeps(socketAddressOf(request.headers, clientAddress));
	} catch (error) {
		// Opening the database failed (PostgreSQL down at start): still an envelope.
		return failureResponse(error);
	}
	return handleApiRequest(request, deps);
};
