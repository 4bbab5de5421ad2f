import type { MiddlewareHandler } from 'astro';
import { getServerConfig } from '../server/config';
import { isAllowedHost } from '../server/http/allowed-host';
import { isHostHeader } from '../server/standalone/host-header.mjs';

/**
 * A request for a host this portal does not serve gets 421, before any cache or page sees it. The
 * URL's host is the one Astro believed (a proxy's X-Forwarded-Host once allowed); the raw `Host`
 * must be a host too, since a path in it would have replaced the request's own.
 */
export const allowedHost: MiddlewareHandler = (context, next) => {
	const rawHost = context.request.headers.get('host');
	const wellFormed = rawHost === null || isHostHeader(rawHost);
	if (wellFormed && isAllowedHost(context.url.host, getServerConfig())) return next();
	return new Response('421 Misdirected Request：此地址不属于本站 / host not served here', {
		status: 421,
		headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
	});
};
