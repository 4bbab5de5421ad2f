import './zod-csp';
import { z } from 'zod';
import { parseBusinessTime } from '../beijing-time';
import { MOBILE_PATTERN, MOBILE_RULE } from '../login-rules';
import { isCoverImageUrl } from './image-url';
import { countVisible, trimInvisible } from './visible-text';

/**
 * Field builders whose messages name the field and the rule in Chinese, so a publish form and the API
 * answer the same sentence. Form bodies carry strings, so numbers and lists also accept their text forms.
 */
const MARKUP = /<\s*\/?\s*[a-z!?]/i;

/**
 * Text trimmed of spaces and invisible characters at both ends, its lengths counted in visible
 * characters: the rule of every text field (markup allowed; the builders below forbid it).
 */
export function boundedText(label: string, min: number, max: number, missing = `请填写${label}`) {
	return z
		.string({ error: (issue) => (issue.input == null ? missing : `${label}必须是文本`) })
		.overwrite(trimInvisible)
		.refine((value) => countVisible(value) >= min, {
			error: min <= 1 ? `请填写${label}` : `${label}至少 ${min} 个字`,
			abort: true,
		})
		.refine((value) => countVisible(value) <= max, { error: `${label}最多 ${max} 个字` });
}

export function requiredText(label: string, min: number, max: number) {
	return boundedText(label, min, max).refine((value) => !MARKUP.test(value), {
		error: `${label}不能包含 HTML 标签`,
	});
}

export function optionalText(label: string, max: number) {
	return boundedText(label, 0, max, `${label}必须是文本`)
		.refine((value) => !MARKUP.test(value), { error: `${label}不能包含 HTML 标签` })
		.optional()
		.default('');
}

/** Rich text: markup allowed, sanitised by the server with an allowlist. */
export function richText(label: string, max: number) {
	return z
		.string({ error: `${label}必须是文本` })
		.max(max, { error: `${label}最多 ${max} 个字符` })
		.optional()
		.default('');
}

function integerField(label: string, min: number, max: number) {
	return z.preprocess(
		(value) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value),
		z
			.number({ error: `${label}必须是整数` })
			// Not `.int()`, which calls 99999999999999999999 "not an integer" rather than too large.
			.refine((value) => Number.isInteger(value), { error: `${label}必须是整数` })
			.min(min, { error: `${label}不能小于 ${min}` })
			.max(max, { error: `${label}不能大于 ${max}` }),
	);
}

/** The largest value of an integer column: every id in the database lies in 1..DATABASE_ID_MAX. */
export const DATABASE_ID_MAX = 2_147_483_647;

/** A database id, required: the one rule for every id in a path, query or body. */
export const idField = (label: string) => integerField(label, 1, DATABASE_ID_MAX);

/** A database id that may be absent; `min` 0 lets 0 mean "all". */
export const optionalIdField = (label: string, min: 0 | 1 = 1) =>
	optionalInteger(label, min, DATABASE_ID_MAX);

const pathId = idField('编号');

/** An id from a page's path or query, or null when it is not a database id (the page answers 404). */
export function parseDatabaseId(text: string | null | undefined): number | null {
	const parsed = pathId.safeParse(text ?? '');
	return parsed.success ? parsed.data : null;
}

/** Empty string, null or absent mean "not given". */
export function optionalInteger(label: string, min: number, max: number) {
	return z.preprocess(
		(value) => (value === '' || value === null ? undefined : value),
		integerField(label, min, max).optional(),
	);
}

/** A list given as an array, JSON text or comma-separated text. */
export function integerList(label: string, allowed: readonly number[]) {
	return z.preprocess(
		(value) => {
			if (typeof value !== 'string') return value;
			const text = value.trim();
			if (text.startsWith('[')) {
				try {
					return JSON.parse(text);
				} catch {
					return value;
				}
			}
			return text === '' ? [] : text.split(',').map((part) => Number(part.trim()));
		},
		z
			.array(z.number({ error: `${label}的取值无效` }), { error: `${label}必须是列表` })
			.min(1, { error: `请至少选择一项${label}` })
			.max(allowed.length, { error: `${label}的取值无效` })
			.refine((ids) => ids.every((id) => allowed.includes(id)), { error: `${label}的取值无效` })
			.transform((ids) => [...new Set(ids)]),
	);
}

/** `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai or a 10-digit timestamp; answers epoch ms. */
export function businessTime(label: string) {
	return z
		.union([z.string(), z.number()], { error: `请填写${label}` })
		.transform((value, context) => {
			const ms = parseBusinessTime(value);
			if (Number.isNaN(ms)) {
				context.addIssue({ code: 'custom', message: `${label}格式应为 YYYY-MM-DD HH:mm:ss` });
				return z.NEVER;
			}
			return ms;
		});
}

export const mobileField = z
	.string({ error: '请填写手机号' })
	.trim()
	.regex(MOBILE_PATTERN, { error: MOBILE_RULE });

export function httpUrl(label: string) {
	return z
		.string({ error: `${label}必须是文本` })
		.trim()
		.max(500, { error: `${label}最多 500 个字符` })
		.refine((value) => value === '' || /^https?:\/\/[^\s<>"']+$/i.test(value), {
			error: `${label}应以 http:// 或 https:// 开头`,
		})
		.optional()
		.default('');
}

/** An uploaded image (or one the portal ships); see image-url.ts for why no other address. */
export function coverImageUrl(label: string) {
	return z
		.string({ error: `${label}必须是文本` })
		.trim()
		.max(500, { error: `${label}最多 500 个字符` })
		.refine((value) => value === '' || isCoverImageUrl(value), {
			error: `${label}必须是本站上传的图片（请通过上传按钮选择图片）`,
		})
		.optional()
		.default('');
}

/** The first message of a failed parse, for the envelope's `msg`. */
export function firstIssueMessage(error: z.ZodError): string {
	return error.issues[0]?.message ?? '提交的内容无效';
}
