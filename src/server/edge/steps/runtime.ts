import type { MiddlewareHandler } from 'astro';
import { getRuntime } from '../../runtime';

/** Hands pages and endpoints the process's runtime (configuration, database, storage, caches). */
export const provideRuntime: MiddlewareHandler = (context, next) => {
	context.locals.runtime = getRuntime();
	return next();
};
