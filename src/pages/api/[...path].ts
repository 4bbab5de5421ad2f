import type { APIRoute } from 'astro';
import { handleApiRequest } from '../../server/api/router';
import { getApiDeps } from '../../server/runtime';

/** Every /api/** and /api/h5/** call, dispatched through the router table (DESIGN §2). */
export const ALL: APIRoute = async ({ request, clientAddress }) =>
	handleApiRequest(request, await getApiDeps(clientAddress));
