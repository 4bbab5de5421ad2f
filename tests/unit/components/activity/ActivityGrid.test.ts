import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import ActivityGrid from '../../../../src/components/activity/ActivityGrid.astro';
import type { ActivitySummary } from '../../../../src/lib/api/activity-types';
import { renderedOnce } from '../../../../src/server/cache/rendered-fragments';
import type { Runtime } from '../../../../src/server/runtime';

const activity: ActivitySummary = {
	id: 9001,
	title: '天文观测夜',
	cover: '',
	cover_focus: null,
	summary: '',
	start_time: '2026-11-30 19:00:00',
	end_time: '2026-11-30 21:00:00',
	mode: 'offline',
	province_code: '110000',
	province_name: '北京市',
	city_code: '110100',
	city_name: '北京市',
	district_code: '110105',
	district_name: '朝阳区',
	venue: '',
	organizer: '北京天文馆',
	audiences: [1],
	lh_type: null,
	education_base_id: null,
	capacity: null,
	join_count: 0,
	collect_count: 0,
	thumb_count: 0,
	status: 'approved',
	phase: 'upcoming',
};

let container: AstroContainer;
beforeAll(async () => {
	container = await AstroContainer.create();
});

const render = (items: ActivitySummary[], device: 'desktop' | 'mobile' = 'desktop') =>
	container.renderToString(ActivityGrid, {
		props: { items, device },
		// The cards reach the fragment cache through the runtime the middleware hands pages; they read
		// nothing else from the locals.
		locals: { runtime: { renderedOnce } as Partial<Runtime> } as App.Locals,
	});

// Cards are rendered once per what they show and then reused (server/cache/rendered-fragments.ts).
describe('activity cards rendered once', () => {
	it('renders the same card the same way again', async () => {
		const first = await render([activity]);
		expect(first).toContain('天文观测夜');
		expect(await render([activity])).toBe(first);
	});

	it('shows a changed activity as it now is', async () => {
		await render([activity]);
		const renamed = await render([{ ...activity, title: '改名后的观测夜', phase: 'running' }]);
		expect(renamed).toContain('改名后的观测夜');
		expect(renamed).not.toContain('天文观测夜');
		expect(renamed).toContain('进行中');
	});

	it('renders a card for each layout of its own', async () => {
		const desktop = await render([activity], 'desktop');
		const mobile = await render([activity], 'mobile');
		expect(desktop).toContain('href="/detail-page?id=9001"');
		expect(mobile).toContain('href="/mobile/detail-page?id=9001"');
	});
});
