import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GET as serveUpload } from '../../src/pages/uploads/[...path]';
import { type AuthSession, lookupSession } from '../../src/server/auth/sessions';
import type { DbHandle } from '../../src/server/db/client';
import { activities } from '../../src/server/db/schema';
import { loginAdmin } from './helpers/admin';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
let stranger: TestLogin;
let admin: TestLogin;
let elsewhereAdmin: TestLogin;

beforeAll(async () => {
	({ handle, api } = await openTestApi({
		REVIEW_MODE: 'manual',
		SUMMARY_DEADLINE: '2099-12-31 23:59:59',
	}));
	[owner, stranger] = await Promise.all([api.login(uniqueMobile()), api.login(uniqueMobile())]);
	admin = await loginAdmin(api, handle.db, 'province_admin', '110000');
	elsewhereAdmin = await loginAdmin(api, handle.db, 'province_admin', '440000');
});
afterAll(() => handle?.close());

async function sessionOf(login: TestLogin | null): Promise<AuthSession | null> {
	if (!login) return null;
	const found = await lookupSession(handle.db, login.token, new Date());
	if (found.status !== 'ok') throw new Error(`no session: ${found.status}`);
	return found.session;
}

/** GET /uploads/<name> through the portal's route as `viewer` (null: nobody signed in). */
async function fetchAs(url: string, viewer: TestLogin | null) {
	const runtime = { storage: api.storage, config: api.config, db: async () => handle.db };
	const locals = { runtime, session: await sessionOf(viewer) };
	// biome-ignore lint/suspicious/noExplicitAny: the route reads params and locals only
	return serveUpload({ params: { path: url.replace('/uploads/', '') }, locals } as any);
}

/** A file that only its holder and the reviewers of its region may fetch. */
const HOLDER_AND_REVIEWERS = {
	own: 200,
	strange: 404,
	anonymous: 404,
	reviewer: 200,
	elsewhere: 404,
};

async function statusesOf(url: string) {
	const answers = await Promise.all(
		[owner, stranger, null, admin, elsewhereAdmin].map((viewer) => fetchAs(url, viewer)),
	);
	const [own, strange, anonymous, reviewer, elsewhere] = answers.map((answer) => answer.status);
	return { own, strange, anonymous, reviewer, elsewhere };
}

async function uploadPdf(): Promise<string> {
	return uploadMaterial(
		new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
		'总结.pdf',
	);
}

/** The progressive MP4 the player tests play (scripts/make-media.sh). */
const uploadVideo = () =>
	uploadMaterial(new Uint8Array(readFileSync('public/media/videos/fixture.mp4')), '活动视频.mp4');

async function uploadMaterial(bytes: Uint8Array<ArrayBuffer>, name: string): Promise<string> {
	const form = new FormData();
	form.set('file', new File([bytes], name));
	form.set('kind', 'material');
	const uploaded = await api.call(
		'/upload/uploadFile',
		{},
		{
			auth: owner,
			raw: { body: form, type: '' },
		},
	);
	expect(uploaded.code).toBe(0);
	return uploaded.data.url;
}

async function review(path: string, id: number, decision: 'approve' | 'reject') {
	const reason = decision === 'reject' ? '与活动无关' : '';
	const result = await api.call(path, { id, decision, reason }, { auth: admin });
	expect(result.code).toBe(0);
}

let activitiesMade = 0;

/** A Beijing activity (pending review) with the PDF as its pending material; each titled apart, so none is taken for a resubmission. */
async function activityWithMaterial(url: string) {
	activitiesMade += 1;
	const title = `资料审核前后的文件 ${activitiesMade}`;
	const added = await api.call(
		'/activity/addActivity',
		activityBody({ title, province_code: '110000', city_code: '110100' }),
		{ auth: owner },
	);
	expect(added.code).toBe(0);
	const released = await api.call(
		'/activity/releaseMaterial',
		{ id: added.data.id, materials: [{ kind: 'document', name: '活动总结', url }] },
		{ auth: owner },
	);
	expect(released.code).toBe(0);
	return { activityId: added.data.id as number, materialId: released.data[0].id as number };
}

describe('a video or document is served to others only once review passed what uses it', () => {
	test('before any record uses it, only its uploader gets it, uncached', async () => {
		const url = await uploadPdf();
		expect(await statusesOf(url)).toEqual({
			own: 200,
			strange: 404,
			anonymous: 404,
			reviewer: 404,
			elsewhere: 404,
		});
		expect((await fetchAs(url, owner)).headers.get('cache-control')).toBe('private, no-store');
	});

	test('a pending material goes to its holder and the reviewers of its region; approval of both opens it to everyone for an hour’s caching', async () => {
		const url = await uploadPdf();
		const { activityId, materialId } = await activityWithMaterial(url);
		expect(await statusesOf(url)).toEqual(HOLDER_AND_REVIEWERS);
		expect((await fetchAs(url, admin)).headers.get('cache-control')).toBe('private, no-store');

		await review('/admin/reviewMaterial', materialId, 'approve');
		expect((await fetchAs(url, null)).status).toBe(404);

		await review('/admin/reviewActivity', activityId, 'approve');
		const opened = await fetchAs(url, null);
		expect(opened.status).toBe(200);
		expect(opened.headers.get('cache-control')).toBe('public, max-age=3600');
		expect(opened.headers.get('content-disposition')).toBe('attachment');
	});

	test('a rejected material and a taken-down activity close it again', async () => {
		const rejectedUrl = await uploadPdf();
		const rejected = await activityWithMaterial(rejectedUrl);
		await review('/admin/reviewMaterial', rejected.materialId, 'reject');
		await review('/admin/reviewActivity', rejected.activityId, 'approve');
		expect(await statusesOf(rejectedUrl)).toMatchObject({ own: 200, strange: 404, anonymous: 404 });

		const takenUrl = await uploadPdf();
		const taken = await activityWithMaterial(takenUrl);
		await review('/admin/reviewActivity', taken.activityId, 'approve');
		await review('/admin/reviewMaterial', taken.materialId, 'approve');
		expect((await fetchAs(takenUrl, stranger)).status).toBe(200);
		const down = await api.call(
			'/admin/takeDownActivity',
			{ id: taken.activityId, reason: '内容与科普无关' },
			{ auth: admin },
		);
		expect(down.code).toBe(0);
		expect(await statusesOf(takenUrl)).toMatchObject({ own: 200, strange: 404, anonymous: 404 });
	});

	test('a reported document removed from the report queue is served to nobody', async () => {
		const url = await uploadPdf();
		const { activityId, materialId } = await activityWithMaterial(url);
		await review('/admin/reviewActivity', activityId, 'approve');
		await review('/admin/reviewMaterial', materialId, 'approve');
		const reported = await api.call(
			'/activity/materialReport',
			{ id: materialId, category: 'infringement', reason: '文档抄袭了我们的讲义' },
			{ auth: stranger },
		);
		expect(reported.code).toBe(0);
		expect((await fetchAs(url, null)).status).toBe(200);
		const removed = await api.call(
			'/admin/removeMaterial',
			{ id: materialId, reason: '侵犯他人著作权' },
			{ auth: admin },
		);
		expect(removed.code).toBe(0);
		expect(await statusesOf(url)).toEqual({
			own: 404,
			strange: 404,
			anonymous: 404,
			reviewer: 404,
			elsewhere: 404,
		});
	});
});

describe('a summary’s video', () => {
	test('goes to the activity’s holder and reviewers while the summary waits, and to everyone once approved', async () => {
		const url = await uploadVideo();
		const { activityId } = await activityWithMaterial(await uploadPdf());
		await review('/admin/reviewActivity', activityId, 'approve');
		await handle.db
			.update(activities)
			.set({
				startAt: new Date(Date.now() - 3 * 3_600_000),
				endAt: new Date(Date.now() - 3_600_000),
			})
			.where(eq(activities.id, activityId));
		const submitted = await api.call(
			'/summary/submitSummary',
			{
				id: activityId,
				content: '<p>三场讲座，两百余名学生参加，动手制作了水火箭。</p>',
				photos: [],
				video: url,
			},
			{ auth: owner },
		);
		expect(submitted.code, submitted.msg).toBe(0);
		expect(await statusesOf(url)).toEqual(HOLDER_AND_REVIEWERS);

		await review('/admin/reviewSummary', submitted.data.id, 'approve');
		const opened = await fetchAs(url, null);
		expect(opened.status).toBe(200);
		expect(opened.headers.get('content-type')).toBe('video/mp4');
		expect(opened.headers.get('cache-control')).toBe('public, max-age=3600');
	});
});
