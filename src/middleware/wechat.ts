import type { MiddlewareHandler } from 'astro';
import { isWeChatVariant } from '../server/http/wechat-variant';

/**
 * Decides whether this request gets the WeChat variant of a page (`locals.wechat`, read by the
 * layout and by the page cache's key) and says on every page that it may differ by user agent.
 */
export const wechat: MiddlewareHandler = async (context, next) => {
	const { config } = context.locals.runtime;
	context.locals.wechat = isWeChatVariant(config, context.request.headers.get('user-agent'));
	const response = await next();
	// A 304 from the page cache carries no content type; it stands for a page all the same.
	const isPage =
		response.status === 304 || response.headers.get('content-type')?.startsWith('text/html');
	if (config.wechat === null || !isPage) return response;
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
