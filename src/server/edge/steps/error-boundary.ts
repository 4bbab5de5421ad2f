import type { MiddlewareHandler } from 'astro';
import { SERVER_ERROR_PATH } from '../../../lib/routes';
import { RETRY_AFTER_S } from '../../api/failure';
import { isDatabaseUnavailable } from '../../db/unavailable';

/**
 * An exception thrown while rendering is logged and answered with the 500 page; when the database
 * cannot be reached, the same page says 503 with Retry-After, since trying again later will work.
 */
export const errorBoundary: MiddlewareHandler = async (context, next) => {
	try {
		return await next();
	} catch (error) {
		console.error(
			`[500] ${context.request.method} ${context.url.pathname}${context.url.search}`,
			error,
		);
		if (context.url.pathname === SERVER_ERROR_PATH) throw error;
		const page = await context.rewrite(SERVER_ERROR_PATH);
		if (!isDatabaseUnavailable(error)) return page;
		const headers = new Headers(page.headers);
		headers.set('retry-after', String(RETRY_AFTER_S));
		return new Response(page.body, { status: 503, headers });
	}
};
