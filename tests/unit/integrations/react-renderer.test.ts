import { existsSync } from 'node:fs';
import { createElement, type ReactNode, useId } from 'react';
import { describe, expect, it } from 'vitest';
import renderer, { PROPS_ONLY_ISLANDS } from '../../../src/integrations/react-renderer';

const NAV_URL = '/work/src/islands/chrome/DesktopNav.tsx';
let renders = 0;

/** Stands in for a props-only island: shows its props and a useId id, and counts its renders. */
function Labelled({ label }: { label: string }) {
	renders += 1;
	const id = useId();
	return createElement('button', { id, type: 'button' }, label);
}

/** Stands in for an island that shows what it is given between its tags. */
function Framed({ children }: { children?: ReactNode }) {
	return createElement('div', {}, children);
}

const render = (page: object, label: string, componentUrl = NAV_URL, slots = {}) =>
	renderer.renderToStaticMarkup.call({ result: page }, Labelled as never, { label }, slots, {
		componentUrl,
		hydrate: 'load',
	} as never);

describe('islands rendered by React on the server', () => {
	it('are React components, whatever they would render', () => {
		expect(renderer.check(Labelled)).toBe(true);
		expect(renderer.check('div')).toBe(false);
	});

	it('prefix their ids with their place on the page, as the client hydrates them', async () => {
		const page = { page: 0 };
		const first = await render(page, '首页', '/work/src/islands/share/SharePanel.tsx');
		const second = await render(page, '首页', '/work/src/islands/share/SharePanel.tsx');
		expect(first.attrs).toEqual({ prefix: 'r0' });
		expect(second.attrs).toEqual({ prefix: 'r1' });
		expect(first.html).toMatch(/id="[^"]*r0[^"]*"/);
		expect(second.html).toMatch(/id="[^"]*r1[^"]*"/);
	});

	it('pass slots as static HTML', async () => {
		const { html } = await renderer.renderToStaticMarkup.call(
			{ result: { page: 6 } },
			Framed as never,
			{},
			{ default: '<b>粗</b>' },
			{ componentUrl: NAV_URL, hydrate: 'load' } as never,
		);
		expect(html).toBe('<div><astro-slot><b>粗</b></astro-slot></div>');
	});
});

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
		expect(a.attrs).toEqual({ prefix: 'r0' });
		expect(b.attrs).toEqual({ prefix: 'r1' });
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
