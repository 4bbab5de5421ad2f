import type { MiddlewareHandler } from 'astro';
import { findRoute, HOME_PATH, isServicePath, NOT_FOUND_PATH } from '../lib/routes';

/**
 * `/` goes home and any path that is neither a page nor a service goes to /404 (docs/routes.md,
 * "Redirects").
 */
export const knownPaths: MiddlewareHandler = (context, next) => {
	const path = context.url.pathname;
	if (path === '/') return context.redirect(`${HOME_PATH}${context.url.search}`, 302);
	if (isServicePath(path) || findRoute(path)) return next();
	return context.redirect(NOT_FOUND_PATH, 302);
};
