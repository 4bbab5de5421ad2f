import type { MiddlewareHandler } from 'astro';
import { SERVER_ERROR_PATH } from '../lib/routes';

/** An exception thrown while rendering is logged and answered with the 500 page. */
export const errorBoundary: MiddlewareHandler = async (context, next) => {
	try {
		return await next();
	} catch (error) {
		console.error(
			`[500] ${context.request.method} ${context.url.pathname}${context.url.search}`,
			error,
		);
		if (context.url.pathname === SERVER_ERROR_PATH) throw error;
		return context.rewrite(SERVER_ERROR_PATH);
	}
};
