import type { ClientDirective } from 'astro';

/**
 * `client:afterload`: hydrates once the page's load event has fired and the browser is idle, so
 * no island pulls React onto the critical path, which `client:idle` alone does not promise.
 */
const afterLoad: ClientDirective = (load) => {
	const hydrate = async () => {
		const run = await load();
		await run();
	};
	const whenIdle = () => {
		if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate());
		else setTimeout(() => void hydrate(), 1);
	};
	if (document.readyState === 'complete') whenIdle();
	else window.addEventListener('load', whenIdle, { once: true });
};

export default afterLoad;
