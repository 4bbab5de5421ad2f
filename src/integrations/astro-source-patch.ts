import type { AstroIntegration } from 'astro';

interface AstroSourcePatch {
	/** The integration's and its Vite plugin's name. */
	name: string;
	/** The module of Astro's own code to rewrite, by its path. */
	module: RegExp;
	/** The rewritten code; throws (failing the build) when the code is not what it expects. */
	patch: (code: string, id: string) => string;
	/** What the build's error names when no module matched. */
	target: string;
}

/**
 * Rewrites one module of Astro's runtime in the build, and fails the build if no module matched,
 * so that an upgrade of Astro cannot silently drop the patch.
 */
export function astroSourcePatch({
	name,
	module,
	patch,
	target,
}: AstroSourcePatch): AstroIntegration {
	let patched = false;
	return {
		name,
		hooks: {
			'astro:config:setup': ({ updateConfig, command }) => {
				if (command !== 'build') return;
				updateConfig({
					vite: {
						plugins: [
							{
								name,
								transform(code, id) {
									if (!module.test(id)) return null;
									patched = true;
									return { code: patch(code, id), map: null };
								},
							},
						],
					},
				});
			},
			'astro:build:done': () => {
				if (!patched) throw new Error(`${target} was not found to patch`);
			},
		},
	};
}
