import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { uploads } from '../../src/server/db/schema';
import { deleteOrphanUploads } from '../../src/server/services/uploads/orphans';
import { toVariantName } from '../../src/server/storage/image-variants';
import { createLocalStorage } from '../../src/server/storage/storage';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

/** UPLOAD_QUOTA_MB (here 1 MB) and the deletion of uploads nothing uses after UPLOAD_ORPHAN_HOURS. */

const KB = 1024;
let handle: DbHandle;
let api: TestApi;

beforeAll(async () => {
	({ handle, api } = await openTestApi({ UPLOAD_QUOTA_MB: '1' }));
});
afterAll(async () => handle.close());

/** A PDF of about `size` bytes: the type is read from its first bytes. */
function pdf(size: number): Uint8Array<ArrayBuffer> {
	const head = new TextEncoder().encode('%PDF-1.4\n');
	const tail = new TextEncoder().encode('\n%%EOF\n');
	const bytes = new Uint8Array(size);
	bytes.fill(0x20);
	bytes.set(head, 0);
	bytes.set(tail, size - tail.length);
	return bytes;
}

async function upload(auth: TestLogin, bytes: Uint8Array<ArrayBuffer>, name: string, kind: string) {
	const form = new FormData();
	form.set('file', new File([bytes], name));
	form.set('kind', kind);
	return api.call('/upload/uploadFile', {}, { auth, raw: { body: form, type: '' } });
}

async function cover(auth: TestLogin, color: string) {
	const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: color } })
		.png()
		.toBuffer();
	const answer = await upload(auth, new Uint8Array(png), 'cover.png', 'cover');
	expect(answer.code, answer.msg).toBe(0);
	return answer.data.url as string;
}

async function usedBytes(ownerId: number): Promise<number> {
	const rows = await handle.db.select().from(uploads).where(eq(uploads.ownerId, ownerId));
	return rows.reduce((sum, row) => sum + row.bytes, 0);
}

const onDisk = (url: string) =>
	existsSync(join(api.config.uploadDir, url.replace('/uploads/', '')));

describe('the storage quota', () => {
	test('refuses the upload that would pass it, naming the quota, and keeps nothing of it', async () => {
		const person = await api.login(uniqueMobile());
		expect((await upload(person, pdf(400 * KB), 'a.pdf', 'material')).code).toBe(0);
		expect((await upload(person, pdf(400 * KB), 'b.pdf', 'material')).code).toBe(0);
		const refused = await upload(person, pdf(400 * KB), 'c.pdf', 'material');
		expect(refused).toMatchObject({ code: 100250104 });
		expect(refused.msg).toBe(
			'存储空间不足：每位用户最多可存 1 MB 上传文件（UPLOAD_QUOTA_MB），您已使用 0.8 MB，本文件需 0.4 MB。请删除不再使用的资料后再上传',
		);
		expect(await usedBytes(person.uid)).toBe(800 * KB);
		// Another person has room of their own.
		const other = await api.login(uniqueMobile());
		expect((await upload(other, pdf(400 * KB), 'd.pdf', 'material')).code).toBe(0);
	});

	test('lets only as many of the uploads arriving together through as the quota holds', async () => {
		const person = await api.login(uniqueMobile());
		const answers = await Promise.all(
			Array.from({ length: 5 }, (_, n) => upload(person, pdf(300 * KB), `${n}.pdf`, 'material')),
		);
		expect(answers.filter((answer) => answer.code === 0)).toHaveLength(3);
		expect(await usedBytes(person.uid)).toBe(900 * KB);
	});

	test('counts an image with its width variants, and gives the room back when it is replaced', async () => {
		const person = await api.login(uniqueMobile());
		const first = await cover(person, '#e76f51');
		const [row] = await handle.db
			.select()
			.from(uploads)
			.where(eq(uploads.name, first.replace('/uploads/', '')));
		const name = first.replace('/uploads/', '');
		const variants = [320, 640, 960].map((width) => toVariantName(name, width as 320));
		expect(row?.bytes).toBeGreaterThan(0);
		expect(variants.every((variant) => existsSync(join(api.config.uploadDir, variant)))).toBe(true);
		const body = activityBody({ title: '配额测试', cover: first });
		const added = await api.call('/activity/addActivity', body, { auth: person });
		expect(added.code, added.msg).toBe(0);
		const second = await cover(person, '#264653');
		const updated = await api.call(
			'/activity/updateActivity',
			{ ...body, id: added.data.id, cover: second },
			{ auth: person },
		);
		expect(updated.code, updated.msg).toBe(0);
		expect(await handle.db.select().from(uploads).where(eq(uploads.name, name))).toEqual([]);
	});
});

describe('uploads nothing uses', () => {
	test('go after UPLOAD_ORPHAN_HOURS; used and young ones stay, and used ones are not looked at again', async () => {
		const person = await api.login(uniqueMobile());
		const abandoned = await cover(person, '#111111');
		const onCover = await cover(person, '#222222');
		const inText = await cover(person, '#333333');
		const young = await cover(person, '#444444');
		const added = await api.call(
			'/activity/addActivity',
			activityBody({
				title: '孤儿文件测试',
				cover: onCover,
				content: `<p>现场</p><p><img src="${inText}" alt="现场"></p>`,
			}),
			{ auth: person },
		);
		expect(added.code, added.msg).toBe(0);
		const names = [abandoned, onCover, inText].map((url) => url.replace('/uploads/', ''));
		await handle.db.execute(
			sql`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE name IN (${sql.join(
				names.map((name) => sql`${name}`),
				sql`, `,
			)})`,
		);
		const storage = createLocalStorage(api.config.uploadDir);
		const done = await deleteOrphanUploads(handle.db, storage, 24, new Date());
		expect(done).toEqual({ ran: true, deleted: 1 });
		expect(onDisk(abandoned)).toBe(false);
		expect(onDisk(toVariantName(names[0] ?? '', 320))).toBe(false);
		for (const kept of [onCover, inText, young]) expect(onDisk(kept)).toBe(true);
		const marked = await handle.db
			.select()
			.from(uploads)
			.where(eq(uploads.name, names[1] ?? ''));
		expect(marked[0]?.inUseAt).not.toBeNull();
		expect(await deleteOrphanUploads(handle.db, storage, 24, new Date())).toEqual({
			ran: true,
			deleted: 0,
		});
	});
});
