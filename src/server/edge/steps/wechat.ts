import type { MiddlewareHandler } from 'astro';

/**
 * Says on every page that it may differ by user agent while the 公众号 is configured: the WeChat
 * variant (`locals.wechat`, decided by the edge) is another page for shared caches in front.
 */
export const varyByUserAgent: MiddlewareHandler = async (context, next) => {
	const response = await next();
	// A 304 from the page cache carries no content type; it stands for a page all the same.
	const isPage =
		response.status === 304 || response.headers.get('content-type')?.startsWith('text/html');
	if (context.locals.runtime.config.wechat === null || !isPage) return response;
	// Beside the Accept-Encoding that the page cache or the compress step names.
	try {
		response.headers.append('vary', 'User-Agent');
		return response;
	} catch {
		// Some responses (Response.redirect, fetched ones) have immutable headers.
		const copy = new Response(response.body, response);
		copy.headers.append('vary', 'User-Agent');
		return copy;
	}
};
