import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers the project's client directives. */
export function clientDirectives(): AstroIntegration {
	return {
		name: 'kpy-client-directives',
		hooks: {
			'astro:config:setup': ({ addClientDirective }) => {
				addClientDirective({
					name: 'afterload',
					entrypoint: fileURLToPath(new URL('./after-load.ts', import.meta.url)),
				});
			},
		},
	};
}
