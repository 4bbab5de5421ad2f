import renderer from '@astrojs/preact/server.js';

/**
 * Preact's server renderer. Astro asks each renderer whether a component is its own, and
 * Preact's answers by rendering the component once, thrown away before the real render: that
 * doubled the cost of every island on a page rendered on a cache miss. Preact is the portal's only
 * framework, so every function component Astro hands over is a Preact one.
 */
export default {
	...renderer,
	check: (Component: unknown) => typeof Component === 'function',
};
