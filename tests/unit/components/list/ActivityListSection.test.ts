import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import ActivityListSection from '../../../../src/components/list/ActivityListSection.astro';
import type { ListLoad } from '../../../../src/lib/browse/list-load';

let container: AstroContainer;
beforeAll(async () => {
	container = await AstroContainer.create();
});

const render = (load: ListLoad, query: string) =>
	container.renderToString(ActivityListSection, {
		props: { device: 'desktop', path: '/list-page', params: new URLSearchParams(query), load },
	});

describe('a list page past the last one', () => {
	it('says the page does not exist and links to the last page with the same filters', async () => {
		const html = await render(
			{ kind: 'ok', result: { items: [], total: 319, page: 99, pageSize: 10 } },
			'page=99&province_code=110000',
		);
		expect(html).toContain('没有第 99 页');
		expect(html).toContain('符合条件的 319 场活动共 32 页。');
		expect(html).toContain('href="/list-page?page=32&amp;province_code=110000"');
		expect(html).toContain('查看第 32 页');
		expect(html.includes('暂无符合条件的活动'), 'the no-match notice').toBe(false);
		expect(html.includes('99 / 32'), 'paging from a page that does not exist').toBe(false);
	});

	it('still offers to clear the filters when nothing matches them', async () => {
		const html = await render(
			{ kind: 'ok', result: { items: [], total: 0, page: 1, pageSize: 10 } },
			'province_code=110000',
		);
		expect(html.includes('暂无符合条件的活动'), 'the no-match notice').toBe(true);
		expect(html.includes('没有第'), 'the past-the-end notice').toBe(false);
	});
});
