import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';
import { type LocatorSelectors, utils } from 'vitest/browser';

/**
 * Renders islands the way the pages run them, inside React's `act`, which runs the effects before
 * it returns.
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
	await act(async () => root.render(ui));
	return {
		container,
		rerender: async (next) => act(async () => root.render(next)),
		unmount: async () => {
			await act(async () => root.unmount());
			mounted.delete(entry);
			container.remove();
		},
		...utils.getElementLocatorSelectors(document.body),
	};
}

afterEach(async () => {
	for (const { root, container } of mounted) {
		await act(async () => root.unmount());
		container.remove();
	}
	mounted.clear();
});
