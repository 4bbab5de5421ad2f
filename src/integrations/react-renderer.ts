import type { NamedSSRLoadedRendererValue } from 'astro';
import { type ComponentType, createElement, memo } from 'react';
import { renderToString } from 'react-dom/server';

type RenderToStaticMarkup = NamedSSRLoadedRendererValue['renderToStaticMarkup'];
type Slots = Parameters<RenderToStaticMarkup>[2];
type Metadata = Parameters<RenderToStaticMarkup>[3];

/**
 * Islands (under src/islands/) whose server render follows from their props alone: they read no
 * request, clock or server state, and stores only through `useClientValue`, which answers the
 * same fallback on every server render (NamePrompt renders nothing until an effect opens it). The
 * header's and the mobile bar's islands, the name prompt and the feedback are on every page, so
 * each page rendered on a cache miss rendered them again.
 */
export const PROPS_ONLY_ISLANDS = [
	'chrome/DesktopNav.tsx',
	'chrome/HeaderAccount.tsx',
	'chrome/PublishButton.tsx',
	'chrome/MobileAccountBar.tsx',
	'chrome/MobileMenu.tsx',
	'display-name/NamePrompt.tsx',
	'feedback/Feedback.tsx',
];
const MAX_KEPT = 500;

/** Server renders of those islands by file, place on the page (ids depend on it) and props. */
const kept = new Map<string, string>();
/** Islands rendered so far per page render: the next island's place. */
const islandsSoFar = new WeakMap<object, number>();

function isPropsOnly(componentUrl: string | undefined): boolean {
	return PROPS_ONLY_ISLANDS.some((file) => componentUrl?.endsWith(`/src/islands/${file}`));
}

function keep(key: string, html: string): void {
	if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
	kept.set(key, html);
}

/** A slot's server-rendered HTML, as @astrojs/react's client expects it (`<astro-slot>`). */
const StaticHtml = memo(
	({ value, name, hydrate }: { value: string; name?: string; hydrate: boolean }) =>
		value.trim() === ''
			? null
			: createElement(hydrate ? 'astro-slot' : 'astro-static-slot', {
					name,
					suppressHydrationWarning: true,
					dangerouslySetInnerHTML: { __html: value },
				}),
	() => true,
);

function slotProps(slots: Slots, metadata: Metadata): Record<string, unknown> {
	const hydrate = metadata?.astroStaticSlot ? Boolean(metadata.hydrate) : true;
	const props: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(slots ?? {})) {
		if (value === undefined || value === null) continue;
		if (key === 'default') {
			props.children = createElement(StaticHtml, { value: String(value), hydrate });
			continue;
		}
		const name = key.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());
		props[name] = createElement(StaticHtml, { value: String(value), name, hydrate });
	}
	return props;
}

/**
 * React's server renderer for islands. Astro asks each renderer whether a component is its own,
 * and @astrojs/react's answers by rendering the component once, thrown away before the real
 * render: that doubled the cost of every island on a page rendered on a cache miss. React is the
 * portal's only framework, so every component Astro hands over is a React one.
 *
 * Each island renders to one string with the prefix `r<place>` for its `useId` ids, the prefix
 * @astrojs/react's client hydrates with (its own renderer leaves the prefix out when it does not
 * stream, so ids of two islands could clash and not match on hydration). The islands above are
 * rendered once per place and props and then reused.
 */
async function renderToStaticMarkup(
	this: { result: object },
	Component: ComponentType<Record<string, unknown>>,
	props: Record<string, unknown>,
	slots: Slots,
	metadata: Metadata,
) {
	const place = islandsSoFar.get(this.result) ?? 0;
	islandsSoFar.set(this.result, place + 1);
	const prefix = `r${place}`;
	const attrs = { prefix };
	const { class: _astroClass, ...ownProps } = props;
	const fromSlots = slotProps(slots, metadata);
	const render = () =>
		renderToString(createElement(Component, { ...ownProps, ...fromSlots }), {
			identifierPrefix: prefix,
		});
	if (!isPropsOnly(metadata?.componentUrl) || Object.keys(fromSlots).length > 0) {
		return { html: render(), attrs };
	}
	const key = `${metadata?.componentUrl}\u0000${place}\u0000${JSON.stringify(ownProps)}`;
	let html = kept.get(key);
	if (html === undefined) {
		html = render();
		keep(key, html);
	}
	return { html, attrs };
}

export default {
	name: '@astrojs/react',
	check: (Component: unknown) =>
		typeof Component === 'function' ||
		(typeof Component === 'object' &&
			Component !== null &&
			String((Component as { $$typeof?: symbol }).$$typeof).startsWith('Symbol(react')),
	renderToStaticMarkup,
	supportsAstroStaticSlot: true,
};
