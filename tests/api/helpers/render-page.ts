import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
// Astro's container gives a page no client address (container/index.js sets it to ""), and
// Astro.clientAddress then throws; the detail page reads it for its view count.
import { FetchState } from '../../../node_modules/astro/dist/core/fetch/fetch-state.js';
import type { Device } from '../../../src/lib/device';
import type { AuthSession } from '../../../src/server/auth/sessions';
import { renderedOnce } from '../../../src/server/cache/rendered-fragments';
import { readServerConfig, toPublicConfig } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/types';
import { mobileSiteQr } from '../../../src/server/mobile-site-qr';
import { pageCspWith } from '../../../src/server/security/page-csp';

const ISLAND_DIRECTIVES = ['load', 'idle', 'visible', 'media', 'only', 'afterload'];

export interface PageRequest {
	device?: Device;
	session?: AuthSession | null;
}

/** Astro's container with every island rendered as an empty placeholder that keeps its props. */
export async function createIslandStubContainer(): Promise<AstroContainer> {
	const container = await AstroContainer.create({
		manifest: {
			clientDirectives: new Map(ISLAND_DIRECTIVES.map((name) => [name, ';'])),
		} as Parameters<typeof AstroContainer.create>[0] extends { manifest?: infer M } ? M : never,
	});
	container.addServerRenderer({
		name: 'islands',
		renderer: {
			name: 'islands',
			check: async () => true,
			renderToStaticMarkup: async () => ({ html: '' }),
		},
	});
	container.addClientRenderer({ name: 'islands', entrypoint: 'islands-client' });
	return container;
}

/**
 * Renders pages as the server does after its middleware, on `db`. Islands render as empty
 * placeholders that keep their props: their own markup is the islands' tests' to check.
 */
export async function createPageRenderer(db: Db) {
	FetchState.prototype.getClientAddress = () => '127.0.0.1';
	const container = await createIslandStubContainer();
	const config = readServerConfig({ SESSION_SECRET: 'test-session-secret' });
	const runtime = {
		config,
		publicConfig: toPublicConfig(config),
		db: async () => db,
		renderedOnce,
		addPageCsp: pageCspWith(config),
		mobileSiteQr: () => mobileSiteQr(config.publicOrigin),
	};

	return async function renderPage(
		page: AstroComponentFactory,
		path: string,
		{ device = 'desktop', session = null }: PageRequest = {},
	): Promise<Response> {
		return container.renderToResponse(page, {
			request: new Request(new URL(path, 'http://localhost')),
			locals: { device, wechat: false, session, runtime } as unknown as App.Locals,
		});
	};
}

/** The text of the page's `<title>` as a browser reads it. */
export function titleOf(html: string): string {
	const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
	return raw
		.replaceAll('&lt;', '<')
		.replaceAll('&gt;', '>')
		.replaceAll('&quot;', '"')
		.replaceAll('&#39;', "'")
		.replaceAll('&amp;', '&');
}
