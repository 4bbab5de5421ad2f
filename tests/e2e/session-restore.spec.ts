import { type APIRequestContext, expect, test } from '@playwright/test';
import { freshMobile, logInThroughPage, waitForIsland } from './chrome-helpers';
import { agreeAndSubmit } from './join-consent';

// A browser can keep its session cookie and lose its stored session: Safari deletes a site's
// script storage after 7 days without a visit, and people clear a site's data. The server's
// session is the truth: the page asks who is signed in, and shows them.

interface ListItem {
	id: number;
	capacity: number;
	join_count: number;
}

/** A demo activity that has not started, has a free seat and asks for no details. */
async function joinableActivity(request: APIRequestContext): Promise<number> {
	const list = await request.post('/api/activity/getActivityList', {
		data: { phase: 'upcoming', pageSize: 50 },
	});
	const items = ((await list.json()) as { data: { items: ListItem[] } }).data.items;
	for (const item of items.filter((one) => one.capacity === 0 || one.join_count < one.capacity)) {
		const detail = await request.post('/api/activity/getActDetail', { data: { id: item.id } });
		const { data } = (await detail.json()) as { data: { registration_fields: string[] } };
		if (data.registration_fields.length === 0) return item.id;
	}
	throw new Error('the demo data has no upcoming activity open to a plain join');
}

test('a visitor whose stored session was cleared but whose session cookie stands is shown signed in', async ({
	page,
}, info) => {
	const prefix = info.project.name === 'mobile' ? '/mobile' : '';
	const id = await joinableActivity(page.request);
	await page.goto(`/login?redirect=${encodeURIComponent(`${prefix}/detail-page?id=${id}`)}`);
	await logInThroughPage(page, freshMobile(), undefined, { keepNamePrompt: true });
	await expect(page).toHaveURL(new RegExp(`${prefix}/detail-page\\?id=${id}$`));
	// A new person is asked for a name on arrival; answered first, the prompt cannot open over
	// the registration form as 立即报名 is tapped (it did so on a busy machine).
	const prompt = page.getByRole('dialog', { name: '设置您的昵称' });
	await prompt.getByRole('button', { name: '以后再说' }).click();
	await expect(prompt).toBeHidden();
	await waitForIsland(page, 'ActivityActions');
	const area = page.getByTestId('join-area');
	const join = area.getByRole('button', { name: /立即报名/ });
	await join.click();
	await agreeAndSubmit(page);
	await expect(area.getByRole('button', { name: '取消报名' })).toBeVisible();

	await page.evaluate(() => localStorage.clear());
	await page.reload();
	await waitForIsland(page, 'ActivityActions');
	await expect(area.getByRole('button', { name: '取消报名' })).toBeVisible();
	await expect(area.getByRole('button', { name: /立即报名/ })).toHaveCount(0);
	if (prefix) {
		await waitForIsland(page, 'MobileAccountBar');
		await expect(page.locator('.mobile-account')).toHaveAttribute('href', '/mobile/user-center');
	} else {
		await waitForIsland(page, 'HeaderAccount');
		await expect(page.locator('.header-user > button')).toBeVisible();
		await expect(page.getByText('您好，请')).toHaveCount(0);
	}
	expect(await page.evaluate(() => localStorage.getItem('kpy-session:uid'))).toMatch(/^"\d+"$/);
});

test('a marker cookie whose session the server no longer knows is dropped without a warning', async ({
	page,
	context,
	baseURL,
}) => {
	await context.addCookies([
		{ name: 'kpy_session', value: 'a'.repeat(64), url: baseURL ?? '' },
		{ name: 'kpy_signed_in', value: '1', url: baseURL ?? '' },
	]);
	await page.goto('/home-list');
	await expect
		.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'kpy_signed_in'))
		.toBe(false);
	await expect(page.getByText('请登录')).toHaveCount(0);
});
