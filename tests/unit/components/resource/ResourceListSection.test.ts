import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import ResourceListSection from '../../../../src/components/resource/ResourceListSection.astro';

let container: AstroContainer;
beforeAll(async () => {
	container = await AstroContainer.create();
});

describe('the resource centre past its last page', () => {
	it('says the page does not exist and links to the last page of the same type', async () => {
		const html = await container.renderToString(ResourceListSection, {
			props: {
				device: 'desktop',
				path: '/resources-page',
				params: new URLSearchParams('type=video&page=9'),
				load: { kind: 'ok', result: { items: [], total: 25, page: 9, pageSize: 12 } },
			},
		});
		expect(html).toContain('没有第 9 页');
		expect(html).toContain('符合条件的 25 个资源共 3 页。');
		expect(html).toContain('href="/resources-page?type=video&amp;page=3"');
		expect(html.includes('暂无相关资源'), 'the no-match notice').toBe(false);
	});
});
