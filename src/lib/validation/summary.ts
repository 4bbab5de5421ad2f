import './zod-csp';
import { z } from 'zod/mini';
import { CONTENT_MAX_LENGTH } from './activity';
import { idField, integerOr, richText } from './fields';
import { isUploadedImageUrl } from './image-url';
import { preprocess } from './preprocess';

/** The most photos a summary carries. */
export const SUMMARY_PHOTOS_MAX = 20;
/** The fewest visible characters a summary's text has. */
export const SUMMARY_MIN_CHARS = 20;
/** The most walk-ins an organiser may estimate: a campaign day's crowd, not a typo's. */
const WALK_INS_MAX = 1_000_000;

const UPLOADED_VIDEO = /^\/uploads\/[0-9a-f]{32}\.mp4$/;

/** A form body carries lists as JSON text. */
const jsonList = (value: unknown) => {
	if (typeof value !== 'string') return value;
	if (value.trim() === '') return [];
	try {
		return JSON.parse(value);
	} catch {
		return value;
	}
};

export const submitSummarySchema = z.object({
	id: idField('活动编号'),
	content: richText('总结内容', CONTENT_MAX_LENGTH),
	photos: z._default(
		preprocess(
			jsonList,
			z
				.array(
					z
						.string({ error: '活动照片应为上传后得到的图片地址' })
						.check(z.refine(isUploadedImageUrl, { error: '活动照片必须是本站上传的图片' })),
					{ error: '活动照片应为图片地址的列表' },
				)
				.check(
					z.maxLength(SUMMARY_PHOTOS_MAX, {
						error: `活动照片最多 ${SUMMARY_PHOTOS_MAX} 张`,
					}),
				),
		),
		[],
	),
	video: z._default(
		z.optional(
			z.string({ error: '活动视频必须是文本' }).check(
				z.trim(),
				z.refine((url) => url === '' || UPLOADED_VIDEO.test(url), {
					error: '活动视频应为本站上传的 MP4 视频',
				}),
			),
		),
		'',
	),
	walk_ins: integerOr('现场未签到人数估计', 0, WALK_INS_MAX, 0),
});
