import './zod-csp';
import { z } from 'zod/mini';
import { parseBusinessTime } from '../beijing-time';
import { MOBILE_PATTERN, MOBILE_RULE } from '../login-rules';
import { DATABASE_ID_MAX } from '../record-id';
import { isCoverImageUrl } from './image-url';
import { preprocess } from './preprocess';
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
		.check(
			z.overwrite(trimInvisible),
			z.refine((value) => countVisible(value) >= min, {
				error: min <= 1 ? `请填写${label}` : `${label}至少 ${min} 个字`,
				abort: true,
			}),
			z.refine((value) => countVisible(value) <= max, { error: `${label}最多 ${max} 个字` }),
		);
}

const noMarkup = (label: string) =>
	z.refine<string>((value) => !MARKUP.test(value), { error: `${label}不能包含 HTML 标签` });

export function requiredText(label: string, min: number, max: number) {
	return boundedText(label, min, max).check(noMarkup(label));
}

export function optionalText(label: string, max: number) {
	return z._default(
		z.optional(boundedText(label, 0, max, `${label}必须是文本`).check(noMarkup(label))),
		'',
	);
}

/** Rich text: markup allowed, sanitised by the server with an allowlist. */
export function richText(label: string, max: number) {
	return z._default(
		z.optional(
			z
				.string({ error: `${label}必须是文本` })
				.check(z.maxLength(max, { error: `${label}最多 ${max} 个字符` })),
		),
		'',
	);
}

function integerField(label: string, min: number, max: number) {
	return preprocess(
		(value) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value),
		z.number({ error: `${label}必须是整数` }).check(
			// Not `z.int()`, which calls 99999999999999999999 "not an integer" rather than too large.
			z.refine((value) => Number.isInteger(value), { error: `${label}必须是整数` }),
			z.minimum(min, { error: `${label}不能小于 ${min}` }),
			z.maximum(max, { error: `${label}不能大于 ${max}` }),
		),
	);
}

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
	return preprocess(
		(value) => (value === '' || value === null ? undefined : value),
		z.optional(integerField(label, min, max)),
	);
}

/** An optional integer that takes `fallback` when not given. */
export function integerOr(label: string, min: number, max: number, fallback: number) {
	return z.pipe(
		optionalInteger(label, min, max),
		z.transform((value: number | undefined) => value ?? fallback),
	);
}

/** A list given as an array, JSON text or comma-separated text. */
export function integerList(label: string, allowed: readonly number[]) {
	return preprocess(
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
		z.pipe(
			z.array(z.number({ error: `${label}的取值无效` }), { error: `${label}必须是列表` }).check(
				z.minLength(1, { error: `请至少选择一项${label}` }),
				z.maxLength(allowed.length, { error: `${label}的取值无效` }),
				z.refine((ids) => ids.every((id) => allowed.includes(id)), {
					error: `${label}的取值无效`,
				}),
			),
			z.transform((ids: number[]) => [...new Set(ids)]),
		),
	);
}

/** `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai or a 10-digit timestamp; answers epoch ms. */
export function businessTime(label: string) {
	return z.pipe(
		z.union([z.string(), z.number()], { error: `请填写${label}` }),
		z.transform((value: string | number, payload) => {
			const ms = parseBusinessTime(value);
			if (Number.isNaN(ms)) {
				// Unlike a refinement, this issue stops the object's own rules, as a failed parse should.
				payload.issues.push({
					code: 'custom',
					message: `${label}格式应为 YYYY-MM-DD HH:mm:ss`,
					input: value,
				});
				return z.NEVER;
			}
			return ms;
		}),
	);
}

export const mobileField = z
	.string({ error: '请填写手机号' })
	.check(z.trim(), z.regex(MOBILE_PATTERN, { error: MOBILE_RULE }));

/** Optional text with a length limit and a rule that the empty text passes. */
function optionalRuledText(
	label: string,
	max: number,
	rule: (value: string) => boolean,
	ruleMessage: string,
) {
	return z._default(
		z.optional(
			z.string({ error: `${label}必须是文本` }).check(
				z.trim(),
				z.maxLength(max, { error: `${label}最多 ${max} 个字符` }),
				z.refine((value) => value === '' || rule(value), { error: ruleMessage }),
			),
		),
		'',
	);
}

export function httpUrl(label: string) {
	return optionalRuledText(
		label,
		500,
		(value) => /^https?:\/\/[^\s<>"']+$/i.test(value),
		`${label}应以 http:// 或 https:// 开头`,
	);
}

/** An uploaded image (or one the portal ships); see image-url.ts for why no other address. */
export function coverImageUrl(label: string) {
	return optionalRuledText(
		label,
		500,
		isCoverImageUrl,
		`${label}必须是本站上传的图片（请通过上传按钮选择图片）`,
	);
}

/** The first message of a failed parse, for the envelope's `msg`. */
export function firstIssueMessage(error: z.core.$ZodError): string {
	return error.issues[0]?.message ?? '提交的内容无效';
}
