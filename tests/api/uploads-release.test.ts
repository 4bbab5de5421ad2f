import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { toVariantName } from '../../src/server/storage/image-variants';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody } from './helpers/builders';
import { openTestApiWithUser } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;

beforeAll(async () => {
	({ handle, api, user: owner } = await openTestApiWithUser());
});
afterAll(async () => handle.close());

async function uploadCover(color: string): Promise<string> {
	const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: color } })
		.png()
		.toBuffer();
	const form = new FormData();
	form.set('file', new File([new Uint8Array(png)], 'cover.png'));
	const uploaded = await api.call(
		'/upload/uploadFile',
		{},
		{ auth: owner, raw: { body: form, type: '' } },
	);
	expect(uploaded.code).toBe(0);
	return uploaded.data.url;
}

const onDisk = (name: string) => existsSync(join(api.config.uploadDir, name));

describe('the local store when a cover is replaced', () => {
	test('deletes the old cover and its width variants; a picture still in the text stays', async () => {
		const [first, kept, second] = await Promise.all([
			uploadCover('#e76f51'),
			uploadCover('#2a9d8f'),
			uploadCover('#264653'),
		]);
		const body = activityBody({
			title: '本地存储的封面',
			cover: first,
			content: `<p>现场</p><p><img src="${kept}" alt="现场"></p>`,
		});
		const added = await api.call('/activity/addActivity', body, { auth: owner });
		expect(added.code).toBe(0);
		const firstName = first.replace('/uploads/', '');
		expect(onDisk(firstName)).toBe(true);
		const updated = await api.call(
			'/activity/updateActivity',
			{ ...body, id: added.data.id, cover: second },
			{ auth: owner },
		);
		expect(updated.code).toBe(0);
		expect(onDisk(firstName)).toBe(false);
		expect(onDisk(toVariantName(firstName, 320))).toBe(false);
		expect(onDisk(kept.replace('/uploads/', ''))).toBe(true);
		expect(onDisk(second.replace('/uploads/', ''))).toBe(true);
	});
});
