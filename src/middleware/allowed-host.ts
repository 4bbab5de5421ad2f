import type { MiddlewareHandler } from 'astro';
import { getServerConfig } from '../server/config';
import { isAllowedHost } from '../server/http/allowed-host';

/** A request for a host this portal does not serve gets 421, before any cache or page sees it. */
export const allowedHost: MiddlewareHandler = (context, next) => {
	if (isAllowedHost(context.url.host, getServerConfig())) return next();
	return new Response('421 Misdirected Request：此地址不属于本站 / host not served here', {
		status: 421,
		headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
	});
};
