import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { createTestApi, type TestApi } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { createTestDb } from './helpers/test-db';

let handle: DbHandle;
let api: TestApi;
let owner: Awaited<ReturnType<TestApi['login']>>;

beforeAll(async () => {
	handle = await createTestDb();
	api = createTestApi(handle.db);
	owner = await api.login(uniqueMobile());
});
afterAll(async () => handle.close());

async function storedContent(content: string, title: string): Promise<string> {
	const added = await api.call('/activity/addActivity', activityBody({ title, content }), {
		auth: owner,
	});
	expect(added.code).toBe(0);
	const detail = await api.call('/activity/getActDetail', { id: added.data.id }, { auth: owner });
	return detail.data.content as string;
}

describe('rich text keeps its lines and paragraphs', () => {
	test('lines typed in a browser editor (bare first line, then divs) become paragraphs', async () => {
		const content = await storedContent(
			'第一行<div>第二行</div><div><a href="https://www.kepuyue.cn/a?x=1&amp;y=2">活动链接</a></div>',
			'编辑器里分行的活动',
		);
		expect(content).toBe(
			'<p>第一行</p><p>第二行</p><p><a rel="ugc nofollow noopener" target="_blank" href="https://www.kepuyue.cn/a?x=1&amp;y=2">活动链接</a></p>',
		);
	});

	test('pasted HTML keeps paragraphs, line breaks and nested line divs, and drops empty lines', async () => {
		const pasted = [
			'<div style="color:red"><div>报名须知</div><div><br></div>',
			'<div>1. 请提前十分钟到场<br>2. 携带身份证</div></div>',
			'<p class="MsoNormal">第三段<script>alert(1)</script></p>',
			'<ul><li>展品介绍<div>分两场</div></li></ul>结尾',
		].join('\n');
		const content = await storedContent(pasted, '粘贴来的活动说明');
		expect(content).toBe(
			'<p>报名须知</p><p>1. 请提前十分钟到场<br />2. 携带身份证</p><p>第三段</p>' +
				'<ul><li>展品介绍<br />分两场</li></ul><p>结尾</p>',
		);
	});

	test('editing keeps the paragraphs too', async () => {
		const added = await api.call(
			'/activity/addActivity',
			activityBody({ title: '修改时分段的活动' }),
			{ auth: owner },
		);
		const updated = await api.call(
			'/activity/updateActivity',
			activityBody({ id: added.data.id, title: '修改时分段的活动', content: '甲<div>乙</div>' }),
			{ auth: owner },
		);
		expect(updated.code).toBe(0);
		const detail = await api.call('/activity/getActDetail', { id: added.data.id }, { auth: owner });
		expect(detail.data.content).toBe('<p>甲</p><p>乙</p>');
	});
});
