import { expect, type Page } from '@playwright/test';
import { addActivitySchema, CONTENT_MAX_LENGTH } from '../../src/lib/validation/activity';
import { NAUGHTY, XSS } from './bad-input-watch';

type Body = Record<string, unknown>;

/** Strings that a browser could take for markup, script, a URL scheme or a template. */
const ACTIVE = /[<>"'`&]|javascript|alert|on\w+\s*=|\{\{|\$\{|expression\(|%3c/i;
const CANDIDATES = [...new Set([...XSS, ...NAUGHTY.filter((text) => ACTIVE.test(text))])];

const validBody = (index: number): Body => ({
	title: `坏输入展示活动 ${index}`,
	summary: '',
	content: '',
	start_time: '2027-12-20 09:00:00',
	end_time: '2027-12-20 17:00:00',
	mode: 'hybrid',
	province_code: '110000',
	city_code: '110100',
	venue: '中国科学技术馆',
	address: '',
	online_url: 'https://example.cn/live',
	organizer: '中国科协科普部',
	contact_name: '',
	audiences: [3],
});

const accepts = (body: Body) => addActivitySchema.safeParse(body).success;

/**
 * Packs the candidates the field accepts into `count` values: each value holds as many as fit
 * (joined by a space) and still passes the field's own rules, so the stored text keeps them all.
 */
function pack(field: string, count: number, limit: number): string[] {
	const values = Array.from({ length: count }, () => '');
	let next = 0;
	for (const text of CANDIDATES) {
		if (!accepts({ ...validBody(0), [field]: text })) continue;
		for (let tries = 0; tries < count; tries += 1) {
			const slot = (next + tries) % count;
			const joined = values[slot] ? `${values[slot]} ${text}` : text;
			if (joined.length <= limit && accepts({ ...validBody(0), [field]: joined })) {
				values[slot] = joined;
				next = slot + 1;
				break;
			}
		}
	}
	return values;
}

const PLAIN_FIELDS = {
	title: 50,
	summary: 200,
	venue: 100,
	address: 200,
	organizer: 100,
	contact_name: 20,
};

/**
 * `count` activity bodies that carry the corpus: every DOMPurify payload in the description of one of
 * the first `described` (the ones that will be public), and in each plain-text field as many
 * payloads and naughty strings as that field accepts.
 */
export function payloadActivities(count: number, described = count): Body[] {
	const bodies = Array.from({ length: count }, (_, index) => validBody(index));
	for (const [field, limit] of Object.entries(PLAIN_FIELDS)) {
		pack(field, count, limit).forEach((value, index) => {
			if (value) (bodies[index] as Body)[field] = value;
		});
	}
	CANDIDATES.forEach((text, index) => {
		const body = bodies[index % described] as Body;
		body.content = `${body.content}\n${text}`;
	});
	for (const body of bodies) expect(String(body.content).length).toBeLessThan(CONTENT_MAX_LENGTH);
	return bodies;
}

/** Material names: the payloads that fit the 100 characters of a name. */
export const payloadMaterialNames = (): string[] =>
	CANDIDATES.map((text) => text.trim()).filter((text) => text.length > 0 && text.length <= 100);

/** A POST to the API with the page's session cookie; answers `data`, failing on a refusal. */
export async function apiPost(page: Page, baseURL: string, path: string, data: Body) {
	const answer = await page.request.post(`${baseURL}/api${path}`, { data });
	const body = (await answer.json()) as { code: number; msg: string; data: unknown };
	expect(body.msg, `${path} ${JSON.stringify(data).slice(0, 200)}`).toBe('');
	return body.data;
}
