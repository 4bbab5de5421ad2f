import type { MiddlewareHandler } from 'astro';
import { pickCoding } from '../accept-encoding.mjs';

/**
 * Gzips pages for browsers that accept it, since the Node server compresses nothing itself: the
 * 64 KB home page reaches a phone on a slow network as about 12 KB. Other answers are left alone.
 */
export const compress: MiddlewareHandler = async (context, next) => {
	const response = await next();
	const isPage = (response.headers.get('content-type') ?? '').startsWith('text/html');
	if (!response.body || !isPage) return response;
	if (pickCoding(context.request.headers.get('accept-encoding'), ['gzip']) !== 'gzip')
		return response;
	if (response.headers.has('content-encoding')) return response;
	const headers = new Headers(response.headers);
	headers.set('content-encoding', 'gzip');
	headers.delete('content-length');
	headers.append('vary', 'Accept-Encoding');
	return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
		status: response.status,
		statusText: response.statusText,
		headers,
	});
};
