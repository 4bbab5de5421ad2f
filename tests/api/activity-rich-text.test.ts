import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { PASTED } from '../fixtures/paste/expected';
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

/**
 * The same markup whatever its serialiser: `<br>` for `<br />`, attributes in name order. Enough
 * for the balanced, quoted HTML that both the editor and sanitize-html write.
 */
function canonical(html: string): string {
	return html.replace(
		/<([a-z][a-z0-9]*)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/gi,
		(_tag, name, attributes) => {
			const sorted = [...(attributes as string).matchAll(/([a-z-]+)="([^"]*)"/gi)]
				.map(([, key, value]) => ` ${key}="${value}"`)
				.sort();
			return `<${name}${sorted.join('')}>`;
		},
	);
}

const UPLOADED = '/uploads/0123456789abcdef0123456789abcdef.webp';

/** Everything the editor's toolbar makes (tests/e2e/rich-text-editor.spec.ts checks its HTML). */
const TOOLBAR_OUTPUT =
	'<h2>活动安排</h2><h3>上午</h3><p><strong>重点</strong><u>下划线</u><em>斜体</em><s>删除</s>。<br>同段第二行</p>' +
	'<ul><li><p>第一项</p></li><li><p>第二项</p></li></ul><ol start="3" type="a"><li><p>第三步</p></li></ol>' +
	'<blockquote><p>科学让生活更美好</p></blockquote><p></p><hr>' +
	'<p><a target="_blank" rel="ugc nofollow noopener" href="https://www.kepuyue.cn">https://www.kepuyue.cn</a></p>' +
	`<p><img src="${UPLOADED}" alt="科技馆外景" width="1200" height="800"></p>` +
	'<table><tbody><tr><th><p>时间</p></th><th colspan="2" rowspan="1"><p>内容</p></th></tr>' +
	'<tr><td><p>9:30</p></td><td><p>讲座</p></td><td><p></p></td></tr></tbody></table>';

describe("the sanitiser keeps exactly the editor's markup", () => {
	test.each([
		['the toolbar', TOOLBAR_OUTPUT],
		['Word pasted into the editor', PASTED.word],
		['a 公众号 article pasted into the editor', PASTED.wechat],
	])('stores what the editor made from %s unchanged', async (source, html) => {
		const stored = await storedContent(html, `编辑器的${source}`.slice(0, 50));
		expect(canonical(stored)).toBe(canonical(html));
	});

	test('strips what Word and 公众号 put around the text when it arrives without the editor', async () => {
		for (const source of ['word', 'wechat'] as const) {
			const raw = readFileSync(`tests/fixtures/paste/${source}.html`, 'utf8');
			const stored = await storedContent(raw, `直接提交的${source}`);
			expect(stored).not.toMatch(/style=|class=|mso-|o:p|data-|<section|<mp-|<span|<col|mmbiz/i);
			expect(stored).toContain(source === 'word' ? '社区居民' : '科技馆免费开放');
		}
	});

	test('drops markup outside the allowlist that an editor could be tricked into sending', async () => {
		const stored = await storedContent(
			'<h1 onclick="x()">标题</h1><p><a href="javascript:alert(1)">链接</a>' +
				'<img src="https://mmbiz.qpic.cn/a.jpg"><img src="/api/account/loginout"></p>' +
				'<table style="width:9999px"><colgroup><col style="width:10px"></colgroup><tbody>' +
				'<tr><td data-colwidth="80" style="text-align:right" onclick="x()"><p>格</p></td></tr></tbody></table>' +
				'<ol type="disc" start="2"><li>项</li></ol><iframe src="https://evil.example"></iframe><pre>代码</pre>',
			'不在允许范围的标记',
		);
		expect(canonical(stored)).toBe(
			canonical(
				'<p>标题</p><p><a rel="ugc nofollow noopener" target="_blank">链接</a></p>' +
					'<table><tbody><tr><td><p>格</p></td></tr></tbody></table>' +
					'<ol start="2"><li>项</li></ol><p>代码</p>',
			),
		);
	});
});
