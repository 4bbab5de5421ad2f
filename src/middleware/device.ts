import type { MiddlewareHandler } from 'astro';
import { DEVICE_COOKIE, isMobileUserAgent, parseDevice } from '../lib/device';
import { desktopTwinOf, isServicePath, mobileTwinOf } from '../lib/routes';

/**
 * Puts each page on the layout of the visitor's device (docs/routes.md, "Device switching"). The
 * device is the one the browser last chose (its cookie, which also covers narrow desktop windows),
 * else the user agent's.
 */
export const device: MiddlewareHandler = (context, next) => {
	const path = context.url.pathname;
	const chosen = parseDevice(context.cookies.get(DEVICE_COOKIE)?.value);
	const userAgent = context.request.headers.get('user-agent');
	context.locals.device = chosen ?? (isMobileUserAgent(userAgent) ? 'mobile' : 'desktop');
	if (isServicePath(path)) return next();

	const target = context.locals.device === 'mobile' ? mobileTwinOf(path) : desktopTwinOf(path);
	if (target) return context.redirect(`${target}${context.url.search}`, 302);
	return next();
};
