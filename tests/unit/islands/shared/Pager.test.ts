import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Pager from '../../../../src/islands/shared/Pager';

const render = (page: number, total: number) =>
	renderToStaticMarkup(
		createElement(Pager, {
			page,
			total,
			pageSize: 20,
			onPage: () => undefined,
			className: 'rc-pager',
			buttonClassName: 'rc-link-button',
		}),
	);

describe('Pager', () => {
	it('shows nothing for a list of one page', () => {
		expect(render(1, 20)).toBe('');
	});

	it('names the page and its count, in the island’s classes', () => {
		const html = render(2, 41);
		expect(html).toContain('<nav class="rc-pager" aria-label="分页">');
		expect(html).toContain('<span aria-current="page">第 2 / 3 页</span>');
		expect(html.match(/class="rc-link-button"/g)).toHaveLength(2);
		expect(html).not.toContain('disabled');
	});

	it('disables 上一页 on the first page and 下一页 on the last', () => {
		expect(render(1, 41)).toMatch(/disabled="">上一页/);
		expect(render(3, 41)).toMatch(/disabled="">下一页/);
	});
});
