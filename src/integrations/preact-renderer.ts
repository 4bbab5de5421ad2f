import renderer from '@astrojs/preact/server.js';

type RenderToStaticMarkup = typeof renderer.renderToStaticMarkup;
type RenderThis = ThisParameterType<RenderToStaticMarkup> & { result: object };
type Slots = Parameters<RenderToStaticMarkup>[2];
type Metadata = Parameters<RenderToStaticMarkup>[3];

/**
 * Islands (under src/islands/) whose server render follows from their props alone: they read no
 * request, clock or server state, and stores only through `useClientValue`, which answers the
 * same fallback on every server render. The header's and the mobile bar's islands are on every
 * page, so each page rendered on a cache miss rendered them again.
 */
export const PROPS_ONLY_ISLANDS = [
	'chrome/DesktopNav.tsx',
	'chrome/HeaderAccount.tsx',
	'chrome/PublishButton.tsx',
	'chrome/MobileAccountBar.tsx',
	'chrome/MobileMenu.tsx',
	'feedback/Feedback.tsx',
];
const MAX_KEPT = 500;

/** Server renders of those islands by file, place on the page (ids depend on it) and props. */
const kept = new Map<string, string>();
/** Islands rendered so far per page render: the next island's id, as Preact's renderer counts. */
const islandsSoFar = new WeakMap<object, number>();

function isPropsOnly(componentUrl: string | undefined): boolean {
	return PROPS_ONLY_ISLANDS.some((file) => componentUrl?.endsWith(`/src/islands/${file}`));
}

function hasSlots(slots: Slots): boolean {
	return Object.values(slots ?? {}).some((slot) => slot !== undefined && slot !== null);
}

function Nothing() {
	return null;
}

function keep(key: string, html: string): void {
	if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
	kept.set(key, html);
}

/**
 * Preact's server renderer. Astro asks each renderer whether a component is its own, and
 * Preact's answers by rendering the component once, thrown away before the real render: that
 * doubled the cost of every island on a page rendered on a cache miss. Preact is the portal's only
 * framework, so every function component Astro hands over is a Preact one. The islands above are
 * rendered once per place and props and then reused.
 */
export default {
	...renderer,
	check: (Component: unknown) => typeof Component === 'function',
	async renderToStaticMarkup(
		this: RenderThis,
		Component: Parameters<RenderToStaticMarkup>[0],
		props: Record<string, unknown>,
		slots: Slots,
		metadata: Metadata,
	) {
		const islandId = islandsSoFar.get(this.result) ?? 0;
		islandsSoFar.set(this.result, islandId + 1);
		if (!isPropsOnly(metadata?.componentUrl) || hasSlots(slots)) {
			return renderer.renderToStaticMarkup.call(this, Component, props, slots, metadata);
		}
		const key = `${metadata?.componentUrl}\u0000${islandId}\u0000${JSON.stringify(props)}`;
		const html = kept.get(key);
		if (html === undefined) {
			const rendered = await renderer.renderToStaticMarkup.call(
				this,
				Component,
				props,
				slots,
				metadata,
			);
			keep(key, rendered.html);
			return rendered;
		}
		// Rendered for its id: Preact's renderer numbers the page's islands as it renders them.
		const { attrs } = await renderer.renderToStaticMarkup.call(this, Nothing, {}, {}, metadata);
		return { attrs, html };
	},
};
