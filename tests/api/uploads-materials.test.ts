import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { countRows } from './helpers/counts';
import { openTestApiWithUser } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;

beforeAll(async () => {
	({ handle, api, user: owner } = await openTestApiWithUser());
});
afterAll(async () => handle.close());

function upload(bytes: Uint8Array<ArrayBuffer>, name: string, kind?: string, auth = owner) {
	const form = new FormData();
	form.set('file', new File([bytes], name));
	if (kind) form.set('kind', kind);
	return api.call('/upload/uploadFile', {}, { auth, raw: { body: form, type: '' } });
}

async function photoWithExif(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
	const buffer = await sharp({ create: { width, height, channels: 3, background: '#3fa7ff' } })
		.jpeg()
		.withExif({ IFD0: { Copyright: 'secret-gps-owner' } })
		.toBuffer();
	return new Uint8Array(buffer);
}

function storedBytes(url: string): Buffer {
	return readFileSync(join(api.config.uploadDir, url.replace('/uploads/', '')));
}

describe('uploadFile', () => {
	test('re-encodes a JPEG cover to WebP at most 1280 px wide, under a random name, without EXIF', async () => {
		const result = await upload(await photoWithExif(2000, 1000), '../../etc/passwd.jpg');
		expect(result.code).toBe(0);
		expect(result.data).toMatchObject({
			mime: 'image/webp',
			width: 1280,
			height: 640,
			name: '....etcpasswd.jpg',
		});
		expect(result.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
		const bytes = storedBytes(result.data.url);
		expect(bytes.includes('secret-gps-owner')).toBe(false);
		expect((await sharp(bytes).metadata()).format).toBe('webp');
	});

	test('stores a PDF material as it is', async () => {
		const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
		const result = await upload(pdf, 'report.pdf', 'material');
		expect(result.data).toMatchObject({ mime: 'application/pdf', name: 'report.pdf' });
		expect(result.data.url).toMatch(/\.pdf$/);
	});

	test.each([
		[
			'an SVG',
			new TextEncoder().encode(
				'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
			),
			'a.svg',
			'cover',
		],
		[
			'HTML named .jpg',
			new TextEncoder().encode('<html><script>alert(1)</script></html>'),
			'a.jpg',
			'cover',
		],
		['a PDF as a cover', new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), 'a.pdf', 'cover'],
		['an empty file', new Uint8Array(), 'a.png', 'cover'],
	])('refuses %s', async (_label, bytes, name, kind) => {
		const result = await upload(bytes, name, kind);
		expect(result.status).toBeLessThan(500);
		expect([100250104, 100000001]).toContain(result.code);
	});

	test('refuses an image over 8 MB and a broken image', async () => {
		const big = new Uint8Array(8 * 1024 * 1024 + 10);
		big.set([0xff, 0xd8, 0xff, 0xe0]);
		const tooBig = await upload(big, 'big.jpg');
		expect(tooBig).toMatchObject({ code: 100250104, msg: 'JPEG 图片不能超过 8 MB' });
		const broken = new Uint8Array(2000);
		broken.set([0xff, 0xd8, 0xff, 0xe0]);
		expect((await upload(broken, 'broken.jpg')).msg).toContain('图片无法解析');
	});

	test('refuses a request without a file, a bad kind, a non-multipart body and no login', async () => {
		const noFile = await api.call(
			'/upload/uploadFile',
			{},
			{ auth: owner, raw: { body: new FormData(), type: '' } },
		);
		expect(noFile.msg).toContain('file');
		expect((await upload(await photoWithExif(10, 10), 'a.jpg', 'avatar')).msg).toContain('kind');
		const json = await api.call('/upload/uploadFile', { file: 'x' }, { auth: owner });
		expect(json.status).toBe(400);
		const anonymous = await api.call(
			'/upload/uploadFile',
			{},
			{ raw: { body: new FormData(), type: '' } },
		);
		expect(anonymous.code).toBe(100000009);
	});
});

describe('releaseMaterial and getActivityMaterial', () => {
	test('adds materials to an own activity and lists them publicly', async () => {
		const added = await api.call('/activity/addActivity', activityBody(), { auth: owner });
		const photo = await upload(await photoWithExif(100, 100), 'scene.jpg', 'material');
		const materials = [
			{ kind: 'image', name: '活动现场', url: photo.data.url },
			{ kind: 'link', name: '回放', url: 'https://live.example.cn/replay/1' },
		];
		const released = await api.call(
			'/activity/releaseMaterial',
			{ id: added.data.id, materials },
			{ auth: owner },
		);
		expect(released.code).toBe(0);
		const listed = await api.call('/activity/getActivityMaterial', { id: added.data.id });
		expect(listed.data.map((item: { name: string }) => item.name)).toEqual(['活动现场', '回放']);
		const asForm = await api.call(
			'/activity/releaseMaterial',
			{ id: added.data.id, materials: JSON.stringify(materials.slice(1)) },
			{ auth: owner, as: 'form' },
		);
		expect(asForm.code).toBe(0);
	});

	test("refuses materials for another user's activity and bad material entries, writing nothing", async () => {
		const added = await api.call('/activity/addActivity', activityBody(), { auth: owner });
		const other = await api.login(uniqueMobile());
		const before = await countRows(handle.db);
		const item = { kind: 'link', name: '回放', url: 'https://example.cn' };
		expect(
			(
				await api.call(
					'/activity/releaseMaterial',
					{ id: added.data.id, materials: [item] },
					{ auth: other },
				)
			).code,
		).toBe(100000003);
		const bad = [
			[],
			[{ ...item, url: 'javascript:alert(1)' }],
			[{ ...item, kind: 'exe' }],
			[{ ...item, name: '' }],
			'not json',
		];
		for (const materials of bad) {
			const result = await api.call(
				'/activity/releaseMaterial',
				{ id: added.data.id, materials },
				{ auth: owner },
			);
			expect(result.code).toBe(100000001);
		}
		expect(await countRows(handle.db)).toEqual(before);
	});
});
