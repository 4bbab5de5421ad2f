import { z } from 'zod';
import { idSchema, pagingFields } from './common';
import { optionalInteger } from './fields';

const PARTICIPANT_TABS = ['joined', 'waitlist', 'checkedin'] as const;
const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
const KEYWORD_MAX = 20;

const tab = z
	.enum(PARTICIPANT_TABS, {
		error: '名单（tab）应为 joined（报名）、waitlist（候补）或 checkedin（签到）',
	})
	.optional()
	.default('joined');

/** A name, or a phone number's last 4 digits; blank means everyone. */
const keyword = z
	.string({ error: '搜索词（keyword）必须是文本' })
	.trim()
	.max(KEYWORD_MAX, { error: `搜索词（keyword）最多 ${KEYWORD_MAX} 个字` })
	.optional()
	.default('');

const listFilter = { ...idSchema.shape, tab, keyword };

export const participantListSchema = z.object({ ...listFilter, ...pagingFields });

export const participantExportSchema = z.object({
	...listFilter,
	format: z.enum(EXPORT_FORMATS, { error: '导出格式（format）应为 csv 或 xlsx' }),
});

export const activityViewsSchema = z.object({
	...idSchema.shape,
	days: optionalInteger('天数（days）', 7, 366).transform((value) => value ?? 30),
});

export type ParticipantFilter = Pick<
	z.output<typeof participantListSchema>,
	'id' | 'tab' | 'keyword'
>;
