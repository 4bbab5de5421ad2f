import preact from '@astrojs/preact';
import type { AstroIntegration } from 'astro';

/**
 * `@astrojs/preact` with compat, whose server renderer answers Astro's "is this yours?" with a
 * glance instead of a render (preact-renderer.ts).
 */
export function preactIslands(): AstroIntegration {
	const integration = preact({ compat: true });
	const setup = integration.hooks['astro:config:setup'];
	return {
		...integration,
		hooks: {
			...integration.hooks,
			'astro:config:setup': (options) =>
				setup?.({
					...options,
					addRenderer: (renderer) =>
						options.addRenderer({
							...renderer,
							serverEntrypoint: new URL('./preact-renderer.ts', import.meta.url),
						}),
				}),
		},
	};
}
