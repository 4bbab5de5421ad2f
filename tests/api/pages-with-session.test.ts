import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import CampaignFigures from '../../src/pages/campaign-figures.astro';
import DetailPage from '../../src/pages/detail-page.astro';
import EducationUnitedList from '../../src/pages/education-united-list.astro';
import HomeList from '../../src/pages/home-list.astro';
import ListPage from '../../src/pages/list-page.astro';
import Login from '../../src/pages/login.astro';
import MobileCampaignFigures from '../../src/pages/mobile/campaign-figures.astro';
import MobileDetailPage from '../../src/pages/mobile/detail-page.astro';
import MobileEducationUnitedList from '../../src/pages/mobile/education-united-list.astro';
import MobileHomeList from '../../src/pages/mobile/home-list.astro';
import MobileListPage from '../../src/pages/mobile/list-page.astro';
import MobileResourceDetail from '../../src/pages/mobile/resource-detail.astro';
import MobileResourcesPage from '../../src/pages/mobile/resources-page.astro';
import ResourceDetail from '../../src/pages/resource-detail.astro';
import ResourcesPage from '../../src/pages/resources-page.astro';
import UnitedList from '../../src/pages/united-list.astro';
import type { AuthSession } from '../../src/server/auth/sessions';
import { lookupSession } from '../../src/server/auth/sessions';
import type { DbHandle } from '../../src/server/db/client';
import { resources } from '../../src/server/db/schema';
import { loginAdmin } from './helpers/admin';
import { createTestApi, type TestApi } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';
import { createPageRenderer } from './helpers/render-page';

// The page cache serves signed-in readers of public pages the bytes it kept for anyone
// (src/server/edge/steps/page-cache.ts): that is safe only while a session changes nothing in them.

let handle: DbHandle;
let api: TestApi;
let renderPage: Awaited<ReturnType<typeof createPageRenderer>>;
let owner: AuthSession;
let admin: AuthSession;
let activityId: number;
let resourceId: number;

async function sessionOf(auth: { token: string }): Promise<AuthSession> {
	const found = await lookupSession(handle.db, auth.token, new Date());
	if (found.status !== 'ok') throw new Error(`no session: ${found.status}`);
	return found.session;
}

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	renderPage = await createPageRenderer(handle.db);
	const ownerAuth = await api.login(uniqueMobile());
	owner = await sessionOf(ownerAuth);
	admin = await sessionOf(await loginAdmin(api, handle.db));
	const added = await api.call('/activity/addActivity', activityBody({ title: '会话无关的活动' }), {
		auth: ownerAuth,
	});
	activityId = added.data.id;
	const joiner = await api.login(uniqueMobile());
	await api.call('/activity/activityJoin', { id: activityId, agree: 1 }, { auth: joiner });
	const [row] = await handle.db
		.insert(resources)
		.values({ type: 'article', title: '会话无关的资源', bodyHtml: '<p>正文</p>' })
		.returning({ id: resources.id });
	resourceId = row?.id ?? 0;
});
afterAll(async () => handle.close());

const publicPages = (): [string, AstroComponentFactory, 'desktop' | 'mobile'][] => [
	['/login?redirect=%2Fhome-list', Login, 'desktop'],
	['/home-list', HomeList, 'desktop'],
	['/mobile/home-list', MobileHomeList, 'mobile'],
	['/list-page', ListPage, 'desktop'],
	['/mobile/list-page', MobileListPage, 'mobile'],
	['/united-list?lh_type=6', UnitedList, 'desktop'],
	['/education-united-list', EducationUnitedList, 'desktop'],
	['/mobile/education-united-list', MobileEducationUnitedList, 'mobile'],
	[`/detail-page?id=${activityId}`, DetailPage, 'desktop'],
	[`/mobile/detail-page?id=${activityId}`, MobileDetailPage, 'mobile'],
	['/resources-page', ResourcesPage, 'desktop'],
	['/mobile/resources-page', MobileResourcesPage, 'mobile'],
	[`/resource-detail?id=${resourceId}`, ResourceDetail, 'desktop'],
	[`/mobile/resource-detail?id=${resourceId}`, MobileResourceDetail, 'mobile'],
	['/campaign-figures', CampaignFigures, 'desktop'],
	['/mobile/campaign-figures', MobileCampaignFigures, 'mobile'],
];

/** A resource page adds its view as it renders, so each render shows one more. */
const withoutViewCount = (html: string) => html.replace(/>\d+ 次浏览</g, '>N 次浏览<');

describe('public pages with and without a session', () => {
	test('are the same bytes and headers for a visitor, the organiser and an admin', async () => {
		for (const [path, page, device] of publicPages()) {
			const anonymous = await renderPage(page, path, { device });
			const anonymousHtml = withoutViewCount(await anonymous.text());
			expect(anonymous.status, path).toBe(200);
			expect(anonymous.headers.get('cache-control') ?? 'public', path).toMatch(/\bpublic\b/);
			for (const session of [owner, admin]) {
				const signedIn = await renderPage(page, path, { device, session });
				expect(withoutViewCount(await signedIn.text()), path).toBe(anonymousHtml);
				expect([...signedIn.headers], path).toEqual([...anonymous.headers]);
				expect(signedIn.headers.get('set-cookie'), path).toBeNull();
			}
		}
	});

	test('an activity only its organiser may see is answered to them as never to be kept', async () => {
		const manual = createTestApi(handle.db, { REVIEW_MODE: 'manual' });
		const author = await manual.login(uniqueMobile());
		const added = await manual.call('/activity/addActivity', activityBody({ title: '待审核' }), {
			auth: author,
		});
		const path = `/detail-page?id=${added.data.id}`;
		const own = await renderPage(DetailPage, path, { session: await sessionOf(author) });
		expect(own.status).toBe(200);
		expect(own.headers.get('cache-control')).toBe('private, no-store');
	});
});
