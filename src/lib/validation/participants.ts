import { z } from 'zod/mini';
import { idSchema, pagingFields } from './common';
import { integerOr } from './fields';

const PARTICIPANT_TABS = ['joined', 'waitlist', 'checkedin'] as const;
const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
const KEYWORD_MAX = 20;

const tab = z._default(
	z.optional(
		z.enum(PARTICIPANT_TABS, {
			error: '名单（tab）应为 joined（报名）、waitlist（候补）或 checkedin（签到）',
		}),
	),
	'joined',
);

/** A name, or a phone number's last 4 digits; blank means everyone. */
const keyword = z._default(
	z.optional(
		z
			.string({ error: '搜索词（keyword）必须是文本' })
			.check(
				z.trim(),
				z.maxLength(KEYWORD_MAX, { error: `搜索词（keyword）最多 ${KEYWORD_MAX} 个字` }),
			),
	),
	'',
);

const listFilter = { ...idSchema.shape, tab, keyword };

export const participantListSchema = z.object({ ...listFilter, ...pagingFields });

export const participantExportSchema = z.object({
	...listFilter,
	format: z.enum(EXPORT_FORMATS, { error: '导出格式（format）应为 csv 或 xlsx' }),
});

export const activityViewsSchema = z.object({
	...idSchema.shape,
	days: integerOr('天数（days）', 7, 366, 30),
});

export type ParticipantFilter = Pick<
	z.output<typeof participantListSchema>,
	'id' | 'tab' | 'keyword'
>;
