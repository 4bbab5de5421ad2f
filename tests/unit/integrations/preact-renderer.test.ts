import { existsSync } from 'node:fs';
import { h } from 'preact';
import { useId } from 'preact/hooks';
import { describe, expect, it } from 'vitest';
import renderer, { PROPS_ONLY_ISLANDS } from '../../../src/integrations/preact-renderer';

const NAV_URL = '/work/src/islands/chrome/DesktopNav.tsx';
let renders = 0;

/** Stands in for a props-only island: shows its props and a useId id, and counts its renders. */
function Labelled({ label }: { label: string }) {
	renders += 1;
	const id = useId();
	return h('button', { id }, label);
}

const render = (page: object, label: string, componentUrl = NAV_URL) =>
	renderer.renderToStaticMarkup.call({ result: page }, Labelled, { label }, {}, {
		componentUrl,
		hydrate: 'load',
	} as never);

describe('islands rendered from their props alone', () => {
	it('are files that exist', () => {
		for (const file of PROPS_ONLY_ISLANDS) {
			expect(existsSync(new URL(`../../../src/islands/${file}`, import.meta.url)), file).toBe(true);
		}
	});

	it('are rendered once per place on the page and props, keeping the ids of later islands', async () => {
		renders = 0;
		const first = { page: 1 };
		const a = await render(first, '首页');
		const b = await render(first, '首页');
		const again = { page: 2 };
		const c = await render(again, '首页');
		const d = await render(again, '首页');
		expect(renders).toBe(2);
		expect(c).toEqual(a);
		expect(d).toEqual(b);
		expect(a.attrs?.['data-preact-island-id']).toBe('0');
		expect(b.attrs?.['data-preact-island-id']).toBe('1');
		expect(b.html).not.toBe(a.html);
	});

	it('are rendered again for other props, and other islands every time', async () => {
		renders = 0;
		const other = await render({ page: 3 }, '活动');
		expect(other.html).toContain('活动');
		await render({ page: 4 }, '活动', '/work/src/islands/share/SharePanel.tsx');
		await render({ page: 5 }, '活动', '/work/src/islands/share/SharePanel.tsx');
		expect(renders).toBe(3);
	});
});
