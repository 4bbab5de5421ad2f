import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { toImageVariantUrl } from '../../src/lib/format/image-srcset';
import type { DbHandle } from '../../src/server/db/client';
import type { TestApi, TestLogin } from './helpers/api';
import { openTestApiWithUser } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;

beforeAll(async () => {
	({ handle, api, user: owner } = await openTestApiWithUser());
});
afterAll(async () => handle.close());

async function uploadJpeg(width: number, height: number, kind: string) {
	const jpeg = await sharp({ create: { width, height, channels: 3, background: '#0b5cad' } })
		.jpeg()
		.toBuffer();
	const form = new FormData();
	form.set('file', new File([new Uint8Array(jpeg)], 'photo.jpg'));
	form.set('kind', kind);
	const result = await api.call(
		'/upload/uploadFile',
		{},
		{ auth: owner, raw: { body: form, type: '' } },
	);
	expect(result.code).toBe(0);
	return result.data.url as string;
}

async function readVariant(url: string, width: 320 | 640 | 960 | 1280) {
	const variantUrl = toImageVariantUrl(url, width);
	if (!variantUrl) throw new Error(`${url} has no variants`);
	const bytes = readFileSync(join(api.config.uploadDir, variantUrl.replace('/uploads/', '')));
	const { format, width: storedWidth, height } = await sharp(bytes).metadata();
	return { format, width: storedWidth, height };
}

describe('uploaded image variants', () => {
	test('stores a large JPEG cover as WebP at 320, 640, 960 and 1280 px beside the main file', async () => {
		const url = await uploadJpeg(2400, 1350, 'cover');
		expect(await readVariant(url, 320)).toEqual({ format: 'webp', width: 320, height: 180 });
		expect(await readVariant(url, 640)).toEqual({ format: 'webp', width: 640, height: 360 });
		expect(await readVariant(url, 960)).toEqual({ format: 'webp', width: 960, height: 540 });
		expect(await readVariant(url, 1280)).toEqual({ format: 'webp', width: 1280, height: 720 });
	});

	test('stores a small image at its own width under the wider names, never upscaled', async () => {
		const url = await uploadJpeg(500, 250, 'material');
		expect(await readVariant(url, 320)).toEqual({ format: 'webp', width: 320, height: 160 });
		for (const width of [640, 960, 1280] as const) {
			expect(await readVariant(url, width)).toEqual({ format: 'webp', width: 500, height: 250 });
		}
	});

	test('keeps the main URL answering the re-encoded picture as before', async () => {
		const url = await uploadJpeg(2000, 1000, 'cover');
		expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
		const main = readFileSync(join(api.config.uploadDir, url.replace('/uploads/', '')));
		expect((await sharp(main).metadata()).width).toBe(1280);
	});
});
