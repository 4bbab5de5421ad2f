import { describe, expect, it } from 'vitest';
import { forgetChanged } from '../../../../src/server/cache/caches';
import { renderedOnce } from '../../../../src/server/cache/rendered-fragments';

describe('renderedOnce', () => {
	it('renders a key once and hands the HTML to whoever asks for it next', async () => {
		let renders = 0;
		const render = async () => {
			renders += 1;
			return `<p>第 ${renders} 次</p>`;
		};
		const [first, meanwhile] = await Promise.all([
			renderedOnce('fragment-test-a', render),
			renderedOnce('fragment-test-a', render),
		]);
		expect(await renderedOnce('fragment-test-a', render)).toBe('<p>第 1 次</p>');
		expect([first, meanwhile]).toEqual(['<p>第 1 次</p>', '<p>第 1 次</p>']);
		expect(renders).toBe(1);
		expect(await renderedOnce('fragment-test-b', render)).toBe('<p>第 2 次</p>');
	});

	it('renders again after a write, as every cache forgets', async () => {
		let renders = 0;
		const render = async () => `<p>${++renders}</p>`;
		await renderedOnce('fragment-test-c', render);
		forgetChanged({ kind: 'all' });
		expect(await renderedOnce('fragment-test-c', render)).toBe('<p>2</p>');
	});
});
