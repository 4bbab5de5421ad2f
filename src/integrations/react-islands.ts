import react from '@astrojs/react';
import type { AstroIntegration } from 'astro';

/**
 * `@astrojs/react` with a server renderer of the portal's own (react-renderer.ts): it answers
 * Astro's "is this yours?" with a glance instead of a render, renders to one string with the
 * island's id prefix, and keeps the render of islands that depend on their props alone.
 */
export function reactIslands(): AstroIntegration {
	const integration = react();
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
							serverEntrypoint: new URL('./react-renderer.ts', import.meta.url),
						}),
				}),
		},
	};
}
