import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatBusinessTime, isPublishOpen } from '../../src/lib/beijing-time';
import { $app, startAppState } from '../../src/lib/stores/app';
import { toPublicConfig } from '../../src/server/config';
import type { DbHandle } from '../../src/server/db/client';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

// An hour from now, on a whole second, so the session the test logs in with is still valid.
const CUTOFF = Math.floor(Date.now() / 1000) * 1000 + 3600_000;
const CUTOFF_TEXT = formatBusinessTime(CUTOFF);
const env = { PUBLISH_CUTOFF: CUTOFF_TEXT };

let handle: DbHandle;
let api: TestApi;
let user: TestLogin;

beforeAll(async () => {
	useTestStorageEngine();
	({ handle, api } = await openTestApi(env));
	user = await api.login(uniqueMobile());
});
afterAll(async () => {
	cleanTestStorage();
	await handle.close();
});

/** What the header shows: the PublishButton island reads `isShowAddBtn` from the app store. */
function headerShowsPublish(now: number): boolean {
	const config = toPublicConfig(api.config);
	startAppState({ device: 'desktop', inHostApp: false, publishCutoff: config.publishCutoff, now });
	return $app.get().isShowAddBtn;
}

/** What the publish page decides on the server (pages/publish-activity.astro). */
function pageShowsForm(now: number): boolean {
	return isPublishOpen(api.config.publishCutoff, now);
}

async function apiAccepts(now: number): Promise<{ check: boolean; add: boolean }> {
	api.setNow(new Date(now));
	try {
		const check = await api.call('/activity/checkPublish', {}, { method: 'GET', auth: user });
		const add = await api.call('/activity/addActivity', activityBody({ title: `截止${now}` }), {
			auth: user,
		});
		return { check: check.code === 0, add: add.code === 0 };
	} finally {
		api.setNow(undefined);
	}
}

describe('the publishing cutoff, in the header, the page and the API alike', () => {
	test.each([
		['one second before', true, CUTOFF - 1000],
		['at', true, CUTOFF],
		['one second after', false, CUTOFF + 1000],
	])('%s the cutoff every layer says open: %s', async (_label, open, now) => {
		expect(headerShowsPublish(now)).toBe(open);
		expect(pageShowsForm(now)).toBe(open);
		expect(await apiAccepts(now)).toEqual({ check: open, add: open });
	});
});
