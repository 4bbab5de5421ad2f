import type { APIContext, MiddlewareNext } from 'astro';
import { vi } from 'vitest';
import type { ServerConfig } from '../../../../../src/server/config';
import { classifyRequest, edgeRequestOf } from '../../../../../src/server/edge/classify';

export const DESKTOP_UA =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
export const MOBILE_UA =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

interface FakeContextOptions {
	userAgent?: string;
	cookies?: Record<string, string>;
	headers?: Record<string, string>;
	locals?: Partial<App.Locals>;
	/** What the edge's classification is told of the configuration. */
	config?: Pick<ServerConfig, 'publicOrigin' | 'port' | 'wechat'>;
}

/** The configuration of the fake portal at http://portal.test. */
const TEST_EDGE_CONFIG = {
	publicOrigin: 'http://portal.test',
	port: 80,
	wechat: null,
} as const satisfies Pick<ServerConfig, 'publicOrigin' | 'port' | 'wechat'>;

/**
 * The part of Astro's context our middleware uses, with redirects and rewrites recorded, and the
 * edge's decision about it in `locals.edge` as the middleware makes it.
 */
export function fakeContext(path: string, options: FakeContextOptions = {}) {
	const url = new URL(path, 'http://portal.test');
	const headers = new Headers({
		'user-agent': options.userAgent ?? DESKTOP_UA,
		...options.headers,
	});
	const cookies = options.cookies ?? {};
	const request = new Request(url, { headers });
	const cookieJar = {
		get: (name: string) => (name in cookies ? { value: cookies[name] as string } : undefined),
	};
	const edge = classifyRequest(
		edgeRequestOf({ request, url, cookies: cookieJar as unknown as APIContext['cookies'] }),
		options.config ?? TEST_EDGE_CONFIG,
	);
	const context = {
		url,
		request,
		locals: {
			device: edge.device,
			wechat: edge.wechat,
			session: null,
			edge,
			...options.locals,
		} as App.Locals,
		cookies: cookieJar,
		redirect: (location: string, status = 302) =>
			new Response(null, { status, headers: { location } }),
		rewrite: vi.fn(
			async (target: string) => new Response(`rewritten to ${target}`, { status: 500 }),
		),
	};
	return context as unknown as APIContext & { rewrite: ReturnType<typeof vi.fn> };
}

export function fakeNext(response = new Response('page')) {
	return vi.fn<MiddlewareNext>(async () => response);
}

export function locationOf(response: unknown): string | null {
	return response instanceof Response ? response.headers.get('location') : null;
}
