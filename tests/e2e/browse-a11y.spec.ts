import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = [
	'/home-list',
	'/list-page',
	'/united-list?lh_type=1',
	'/education-united-list',
	'/resources-page',
];

test('the browsing pages have no WCAG 2 A or AA violations', async ({ page }) => {
	const response = await page.request.post('/api/activity/getActivityList', {
		data: { pageSize: 1 },
	});
	const { data } = (await response.json()) as { data: { items: { id: number }[] } };
	for (const path of [...PAGES, `/detail-page?id=${data.items[0]?.id}`]) {
		await page.goto(path);
		const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
		const found = result.violations.map(
			(violation) =>
				`${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
		);
		expect(found, path).toEqual([]);
	}
});
