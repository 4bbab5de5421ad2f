import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { activities } from '../../src/server/db/schema';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;
let stranger: TestLogin;
/** Registered as 李雷 on `named`, checked in. */
let lilei: TestLogin;
/** On `plain`, which asks no name: the display name 韩梅梅 is printed. Checked in. */
let meimei: TestLogin;
/** Registered on `named` as 王志愿, never checked in; marked a volunteer. */
let helper: TestLogin;
let named: number;
let plain: number;

async function publish(overrides: Record<string, unknown>) {
	const added = await api.call('/activity/addActivity', activityBody(overrides), { auth: owner });
	if (added.code !== 0) throw new Error(added.msg);
	return added.data.id as number;
}

async function join(auth: TestLogin, id: number, details: Record<string, unknown> = {}) {
	const joined = await api.call('/activity/activityJoin', { id, agree: 1, ...details }, { auth });
	expect(joined.code, joined.msg).toBe(0);
}

async function checkIn(auth: TestLogin, id: number) {
	const info = await api.call('/activity/getCheckinInfo', { id }, { auth });
	expect(info.code, info.msg).toBe(0);
	const done = await api.call(
		'/activity/activityCheckin',
		{ id, code: info.data.pass.code },
		{ auth: owner },
	);
	expect(done.code, done.msg).toBe(0);
}

async function download(auth: TestLogin, query: { id: number; kind?: string; format?: string }) {
	const response = await api.send('/certificate/downloadCertificate', undefined, {
		method: 'GET',
		auth,
		query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
	});
	const bytes = new Uint8Array(await response.arrayBuffer());
	const type = response.headers.get('content-type') ?? '';
	return {
		status: response.status,
		type,
		headers: response.headers,
		bytes,
		json: type.includes('json')
			? (JSON.parse(new TextDecoder().decode(bytes)) as { code: number; msg: string })
			: null,
	};
}

async function pdfText(bytes: Uint8Array): Promise<string> {
	const pdf = await getDocumentProxy(new Uint8Array(bytes));
	const { text } = await extractText(pdf, { mergePages: true });
	return text.replace(/\s+/g, '');
}

const verify = (code: string) => api.call('/certificate/verifyCertificate', { code });

async function registrationIdOf(auth: TestLogin, id: number): Promise<number> {
	const mine = await api.call('/activity/getRegistration', { id }, { auth });
	expect(mine.code, mine.msg).toBe(0);
	return mine.data.registration_id;
}

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	owner = await api.login(uniqueMobile());
	stranger = await api.login(uniqueMobile());
	lilei = await api.login(uniqueMobile());
	meimei = await api.login(uniqueMobile());
	helper = await api.login(uniqueMobile());
	named = await publish({ title: '星空下的科学之夜', registration_fields: ['name'] });
	plain = await publish({ title: '走进植物园' });
	await join(lilei, named, { name: '李雷' });
	await join(helper, named, { name: '王志愿' });
	const renamed = await api.call('/user/updateUserInfo', { show_name: '韩梅梅' }, { auth: meimei });
	expect(renamed.code, renamed.msg).toBe(0);
	await join(meimei, plain);
	// Check-in opens two hours before the start: the door opens in an hour.
	const [row] = await handle.db.select().from(activities).where(eq(activities.id, named));
	api.setNow(new Date((row?.startAt.getTime() ?? 0) - 3_600_000));
	await checkIn(lilei, named);
	await checkIn(meimei, plain);
}, 120_000);
afterAll(async () => handle?.close());

describe('downloadCertificate', () => {
	test('refuses one who registered but did not check in, and one who did not register', async () => {
		const absent = await download(helper, { id: named });
		expect(absent.json?.code).not.toBe(0);
		expect(absent.json?.msg).toBe('只有已签到的参与者可以下载参与证明');
		const unknown = await download(stranger, { id: named });
		expect(unknown.json?.msg).toBe('你没有报名这个活动，无法下载证明');
		const signedOut = await api.call('/certificate/downloadCertificate', { id: named });
		expect(signedOut.code).not.toBe(0);
	});

	test('gives a checked-in participant a PDF with the Chinese text and the name as registered', async () => {
		const file = await download(lilei, { id: named, format: 'pdf' });
		expect(file.status).toBe(200);
		expect(file.type).toBe('application/pdf');
		expect(file.headers.get('content-disposition')).toBe(
			`attachment; filename*=UTF-8''${encodeURIComponent('活动参与证明-星空下的科学之夜.pdf')}`,
		);
		const code = file.headers.get('x-certificate-code') ?? '';
		expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{11}$/);
		const text = await pdfText(file.bytes);
		for (const part of ['活动参与证明', '李雷', '星空下的科学之夜', '东城区科学技术协会', code]) {
			expect(text).toContain(part);
		}
		expect(text).toContain(`/verify?code=${code}`);
		// The font is embedded as a subset: the file stays small.
		expect(file.bytes.byteLength).toBeLessThan(120_000);
	});

	test('gives the same certificate as a PNG, and the same bytes again from the cache', async () => {
		const first = await download(lilei, { id: named, format: 'png' });
		expect(first.type).toBe('image/png');
		const meta = await sharp(first.bytes).metadata();
		expect(meta.format).toBe('png');
		expect(meta.width).toBeGreaterThan(800);
		expect(meta.height).toBeGreaterThan(meta.width ?? 0);
		const again = await download(lilei, { id: named, format: 'png' });
		expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
		const pdf = await download(lilei, { id: named });
		expect(again.headers.get('x-certificate-code')).toBe(pdf.headers.get('x-certificate-code'));
	});

	test('prints the display name when the activity asked for no name', async () => {
		const file = await download(meimei, { id: plain });
		const text = await pdfText(file.bytes);
		expect(text).toContain('韩梅梅');
		expect(text).toContain('走进植物园');
	});

	test('lists the certificates a person has, on the detail page and in the user centre', async () => {
		const mine = await api.call('/activity/getRegistration', { id: named }, { auth: lilei });
		expect(mine.data.certificates).toEqual([{ kind: 'participation', hours: null }]);
		const notYet = await api.call('/activity/getRegistration', { id: named }, { auth: helper });
		expect(notYet.data.certificates).toEqual([]);
		const list = await api.call(
			'/user/getUserActivityList',
			{ tab: 'join', page: 1, pageSize: 10 },
			{ auth: lilei },
		);
		expect(list.code, list.msg).toBe(0);
		const item = list.data.items.find((entry: { id: number }) => entry.id === named);
		expect(item.registration.certificates).toEqual([{ kind: 'participation', hours: null }]);
	});
});

describe('volunteers', () => {
	test('the organiser marks a participant a volunteer with hours; others may not', async () => {
		const registrationId = await registrationIdOf(helper, named);
		const body = { id: named, registration_id: registrationId, hours: 2.5 };
		const refused = await api.call('/activity/markVolunteer', body, { auth: stranger });
		expect(refused.code).not.toBe(0);
		expect(refused.msg).toBe('只有活动的发布者或所属单位的成员可以标记志愿者');
		const odd = await api.call('/activity/markVolunteer', { ...body, hours: 0.3 }, { auth: owner });
		expect(odd.msg).toBe('服务时长（hours）以半小时计，如 2 或 2.5');
		const marked = await api.call('/activity/markVolunteer', body, { auth: owner });
		expect(marked.code, marked.msg).toBe(0);
		expect(marked.data).toEqual({ registration_id: registrationId, volunteer_hours: 2.5 });
		const list = await api.call('/activity/getParticipantList', { id: named }, { auth: owner });
		expect(list.data.can_mark_volunteers).toBe(true);
		const row = list.data.items.find((entry: { id: number }) => entry.id === registrationId);
		expect(row.volunteer_hours).toBe(2.5);
	});

	test('a volunteer gets a volunteer certificate with the hours, not one of participation', async () => {
		const mine = await api.call('/activity/getRegistration', { id: named }, { auth: helper });
		expect(mine.data.certificates).toEqual([{ kind: 'volunteer', hours: 2.5 }]);
		const file = await download(helper, { id: named, kind: 'volunteer' });
		expect(file.type).toBe('application/pdf');
		const text = await pdfText(file.bytes);
		expect(text).toContain('志愿服务证明');
		expect(text).toContain('王志愿');
		expect(text).toContain('服务时长2.5小时');
		const participation = await download(helper, { id: named });
		expect(participation.json?.msg).toBe('只有已签到的参与者可以下载参与证明');
	});

	test('changed hours make a new file under the same code; unmarking withdraws the offer', async () => {
		const registrationId = await registrationIdOf(helper, named);
		const before = await download(helper, { id: named, kind: 'volunteer' });
		await api.call(
			'/activity/markVolunteer',
			{ id: named, registration_id: registrationId, hours: 4 },
			{ auth: owner },
		);
		const after = await download(helper, { id: named, kind: 'volunteer' });
		expect(await pdfText(after.bytes)).toContain('服务时长4小时');
		expect(after.headers.get('x-certificate-code')).toBe(before.headers.get('x-certificate-code'));
		const verified = await verify(after.headers.get('x-certificate-code') ?? '');
		expect(verified.data.hours).toBe(4);
		await api.call(
			'/activity/markVolunteer',
			{ id: named, registration_id: registrationId, hours: 0 },
			{ auth: owner },
		);
		const gone = await download(helper, { id: named, kind: 'volunteer' });
		expect(gone.json?.msg).toBe('只有主办方标记为志愿者的参与者可以下载志愿服务证明');
	});
});

describe('verifyCertificate', () => {
	let code: string;
	beforeAll(async () => {
		code = (await download(lilei, { id: named })).headers.get('x-certificate-code') ?? '';
	});

	test('confirms a genuine code with the activity and a masked name only', async () => {
		const answer = await verify(code);
		expect(answer.code, answer.msg).toBe(0);
		expect(answer.data).toMatchObject({
			code,
			kind: 'participation',
			kind_label: '活动参与证明',
			masked_name: '李*',
			activity_id: named,
			activity_title: '星空下的科学之夜',
			place: '北京市 东城区科技馆',
			organizer: '东城区科学技术协会',
		});
		expect(JSON.stringify(answer.data)).not.toContain('李雷');
		// Typed by hand: lower case, a dash, O for 0 still read.
		const typed = `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();
		expect((await verify(typed)).code).toBe(0);
	});

	test('refuses a forged code, an altered one and a malformed one, saying which', async () => {
		const swap = (char: string) => (char === 'A' ? 'B' : 'A');
		const alteredMac = code.slice(0, -1) + swap(code.slice(-1));
		const alteredId = swap(code[2] ?? '') + code.slice(0, 2) + code.slice(3);
		for (const bad of [alteredMac, alteredId, 'ZZZZZZZZZZZ']) {
			const answer = await verify(bad);
			expect(answer.code, bad).not.toBe(0);
			expect(answer.msg).toBe('证书编号校验未通过：这不是本平台签发的编号，可能被伪造或篡改');
		}
		const malformed = await verify('12345');
		expect(malformed.code).not.toBe(0);
		expect(malformed.msg).toContain('证书编号格式不正确');
	});
});
