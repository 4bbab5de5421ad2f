import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';
import { type LocatorSelectors, utils } from 'vitest/browser';

/**
 * Renders islands the way the pages run them, inside React's synchronous `act`, which runs the
 * effects before it returns and leaves what they start (a source to load, a promise) to go on after
 * it, as a page would: an asynchronous `act` would wait for those too.
 */
export interface Rendered extends LocatorSelectors {
	container: HTMLElement;
	rerender: (ui: ReactNode) => Promise<void>;
	unmount: () => Promise<void>;
}

const mounted = new Set<{ root: Root; container: HTMLElement }>();

export async function render(ui: ReactNode): Promise<Rendered> {
	const container = document.body.appendChild(document.createElement('div'));
	const root = createRoot(container);
	const entry = { root, container };
	mounted.add(entry);
	act(() => root.render(ui));
	return {
		container,
		rerender: async (next) => {
			act(() => root.render(next));
		},
		unmount: async () => {
			act(() => root.unmount());
			mounted.delete(entry);
			container.remove();
		},
		...utils.getElementLocatorSelectors(document.body),
	};
}

afterEach(async () => {
	for (const { root, container } of mounted) {
		act(() => root.unmount());
		container.remove();
	}
	mounted.clear();
});
