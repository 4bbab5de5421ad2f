import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IMAGE_VARIANT_WIDTHS } from '../../src/lib/format/image-srcset';
import { GET as serveUpload } from '../../src/pages/uploads/[...path]';
import { lookupSession } from '../../src/server/auth/sessions';
import type { DbHandle } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { toVariantName } from '../../src/server/storage/image-variants';
import { createTestApi, type TestApi, type TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { s3Env, startS3Server } from './helpers/s3-server';
import { createTestDb } from './helpers/test-db';

const BUCKET = 'kpy-uploads';
const PREFIX = 'portal/test';

let handle: DbHandle;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let api: TestApi;
let client: S3Client;
let owner: TestLogin;

beforeAll(async () => {
	[handle, s3] = await Promise.all([createTestDb(), startS3Server(BUCKET)]);
	api = createTestApi(handle.db, s3Env(s3.port, BUCKET, PREFIX));
	client = new S3Client({
		endpoint: `http://127.0.0.1:${s3.port}`,
		region: 'us-east-1',
		forcePathStyle: true,
		credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
	});
	owner = await api.login(uniqueMobile());
});
afterAll(async () => {
	client?.destroy();
	await Promise.all([handle?.close(), s3?.stop()]);
});

/** The object's bytes straight from the bucket, or null when there is none. */
async function objectBytes(name: string): Promise<Uint8Array | null> {
	try {
		const answer = await client.send(
			new GetObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/${name}` }),
		);
		return (await answer.Body?.transformToByteArray()) ?? null;
	} catch {
		return null;
	}
}

function upload(bytes: Uint8Array<ArrayBuffer>, name: string, kind = 'cover') {
	const form = new FormData();
	form.set('file', new File([bytes], name));
	form.set('kind', kind);
	return api.call('/upload/uploadFile', {}, { auth: owner, raw: { body: form, type: '' } });
}

async function photo(color: string): Promise<Uint8Array<ArrayBuffer>> {
	const buffer = await sharp({
		create: { width: 800, height: 450, channels: 3, background: color },
	})
		.png()
		.toBuffer();
	return new Uint8Array(buffer);
}

/** GET /uploads/<name> through the portal's own route, as the uploader's browser would. */
async function fetchThroughPortal(url: string, server: TestApi = api) {
	const path = url.replace('/uploads/', '');
	const runtime = { storage: server.storage, config: server.config, db: async () => handle.db };
	const found = await lookupSession(handle.db, owner.token, new Date());
	const session = found.status === 'ok' ? found.session : null;
	// biome-ignore lint/suspicious/noExplicitAny: the route reads params and locals only
	return serveUpload({ params: { path }, locals: { runtime, session } } as any);
}

const nameOf = (url: string) => url.replace('/uploads/', '');

describe('UPLOAD_STORE=s3://bucket/prefix on a real S3 server', () => {
	test('an uploaded cover and its width variants are objects under the prefix, served with the same headers', async () => {
		const uploaded = await upload(await photo('#2a9d8f'), 'cover.png');
		expect(uploaded.code).toBe(0);
		const name = nameOf(uploaded.data.url);
		const stored = await objectBytes(name);
		expect(stored?.byteLength).toBe(uploaded.data.size);
		for (const width of IMAGE_VARIANT_WIDTHS) {
			expect(await objectBytes(toVariantName(name, width))).not.toBeNull();
		}
		const served = await fetchThroughPortal(uploaded.data.url);
		expect(served.status).toBe(200);
		expect(served.headers.get('content-type')).toBe('image/webp');
		expect(served.headers.get('x-content-type-options')).toBe('nosniff');
		expect(served.headers.get('content-security-policy')).toContain('sandbox');
		expect(new Uint8Array(await served.arrayBuffer())).toEqual(stored);
	});

	test('a PDF material is read back as an attachment, and a name never stored is a 404', async () => {
		const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
		const uploaded = await upload(pdf, 'report.pdf', 'material');
		expect(uploaded.code).toBe(0);
		const served = await fetchThroughPortal(uploaded.data.url);
		expect(served.headers.get('content-disposition')).toBe('attachment');
		expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
		const missing = await fetchThroughPortal(`/uploads/${'0'.repeat(32)}.pdf`);
		expect(missing.status).toBe(404);
	});

	test('replacing a cover deletes the old object and its variants; the new one is served', async () => {
		const first = await upload(await photo('#e76f51'), 'first.png');
		const added = await api.call(
			'/activity/addActivity',
			activityBody({ title: '对象存储的封面', cover: first.data.url }),
			{ auth: owner },
		);
		expect(added.code).toBe(0);
		const second = await upload(await photo('#264653'), 'second.png');
		const updated = await api.call(
			'/activity/updateActivity',
			activityBody({ id: added.data.id, title: '对象存储的封面', cover: second.data.url }),
			{ auth: owner },
		);
		expect(updated.code).toBe(0);
		const oldName = nameOf(first.data.url);
		expect(await objectBytes(oldName)).toBeNull();
		expect(await objectBytes(toVariantName(oldName, IMAGE_VARIANT_WIDTHS[0]))).toBeNull();
		expect((await fetchThroughPortal(first.data.url)).status).toBe(404);
		expect((await fetchThroughPortal(second.data.url)).status).toBe(200);
		const detail = await api.call('/activity/getActDetail', { id: added.data.id });
		expect(detail.data.cover).toBe(second.data.url);
	});

	test('a cover another activity still shows is kept when one of them replaces it', async () => {
		const shared = await upload(await photo('#f4a261'), 'shared.png');
		const body = activityBody({ title: '共用封面', cover: shared.data.url });
		const one = await api.call('/activity/addActivity', body, { auth: owner });
		const other = await api.call(
			'/activity/addActivity',
			{ ...body, title: '共用封面二' },
			{
				auth: owner,
			},
		);
		expect(other.data.id).not.toBe(one.data.id);
		const updated = await api.call(
			'/activity/updateActivity',
			{ ...body, id: one.data.id, cover: '' },
			{ auth: owner },
		);
		expect(updated.code).toBe(0);
		expect(await objectBytes(nameOf(shared.data.url))).not.toBeNull();
	});

	test('a material removed with its row deletes its object', async () => {
		const adminMobile = uniqueMobile();
		const admin = await api.login(adminMobile);
		await handle.db
			.update(users)
			.set({ roles: ['user', 'national_admin'] })
			.where(eq(users.mobile, adminMobile));
		const added = await api.call('/activity/addActivity', activityBody({ title: '资料活动' }), {
			auth: owner,
		});
		const picture = await upload(await photo('#8ab17d'), 'photo.png', 'material');
		const released = await api.call(
			'/activity/releaseMaterial',
			{ id: added.data.id, materials: [{ kind: 'image', name: '现场', url: picture.data.url }] },
			{ auth: owner },
		);
		expect(released.code).toBe(0);
		expect(await objectBytes(nameOf(picture.data.url))).not.toBeNull();
		const removed = await api.call(
			'/admin/removeMaterial',
			{ id: released.data[0].id, reason: '与活动无关' },
			{ auth: admin },
		);
		expect(removed.code).toBe(0);
		expect(await objectBytes(nameOf(picture.data.url))).toBeNull();
		expect((await fetchThroughPortal(picture.data.url)).status).toBe(404);
	});
});

describe('S3_PUBLIC_URL: pictures and videos redirect to the CDN, documents stay in the portal', () => {
	const CDN = 'https://cdn.kepu.example.cn/files';
	let cdnApi: TestApi;
	beforeAll(() => {
		cdnApi = createTestApi(handle.db, {
			...s3Env(s3.port, BUCKET, PREFIX),
			S3_PUBLIC_URL: `${CDN}/`,
		});
	});

	test('a cover and its width variant answer 302 to their object under the CDN base', async () => {
		const uploaded = await upload(await photo('#1d3557'), 'cdn.png');
		const name = nameOf(uploaded.data.url);
		const served = await fetchThroughPortal(uploaded.data.url, cdnApi);
		expect(served.status).toBe(302);
		expect(served.headers.get('location')).toBe(`${CDN}/${PREFIX}/${name}`);
		const variant = toVariantName(name, IMAGE_VARIANT_WIDTHS[0]);
		const variantServed = await fetchThroughPortal(`/uploads/${variant}`, cdnApi);
		expect(variantServed.headers.get('location')).toBe(`${CDN}/${PREFIX}/${variant}`);
		// The key the redirect names is the object the bucket holds.
		expect(await objectBytes(variant)).not.toBeNull();
	});

	test('a variant never made redirects to its main file; a name never stored is a 404', async () => {
		const uploaded = await upload(await photo('#457b9d'), 'old.png');
		const name = nameOf(uploaded.data.url);
		const variant = toVariantName(name, IMAGE_VARIANT_WIDTHS[0]);
		await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/${variant}` }));
		const served = await fetchThroughPortal(`/uploads/${variant}`, cdnApi);
		expect(served.headers.get('location')).toBe(`${CDN}/${PREFIX}/${name}`);
		expect((await fetchThroughPortal(`/uploads/${'1'.repeat(32)}.webp`, cdnApi)).status).toBe(404);
	});

	test('a PDF is still served by the portal as a sandboxed attachment', async () => {
		const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
		const uploaded = await upload(pdf, 'cdn.pdf', 'material');
		const served = await fetchThroughPortal(uploaded.data.url, cdnApi);
		expect(served.status).toBe(200);
		expect(served.headers.get('content-disposition')).toBe('attachment');
		expect(served.headers.get('content-security-policy')).toContain('sandbox');
	});

	test('an S3_PUBLIC_URL that is not an http(s) URL stops the start, naming the variable', () => {
		expect(() =>
			createTestApi(handle.db, {
				...s3Env(s3.port, BUCKET, PREFIX),
				S3_PUBLIC_URL: 'cdn.example.cn',
			}),
		).toThrow('S3_PUBLIC_URL');
	});
});
