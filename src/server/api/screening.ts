import type { ScreeningHit } from '../../lib/api/screening-types';
import type { ActivityDraft } from '../../lib/validation/activity';
import { fieldsOf, screenFields, visibleTextOf } from '../screening/screen';
import { currentMatcher } from '../screening/terms';
import type { ReviewMode } from '../services/activities/create';
import type { ApiContext } from './context';

/** The texts of an activity others will read, in the order of the publish form. */
const activityTexts = (draft: ActivityDraft) => [
	{ label: '活动标题', text: draft.title },
	{ label: '活动简介', text: draft.summary },
	{ label: '活动详情', text: visibleTextOf(draft.content) },
	{ label: '活动场所', text: draft.venue ?? '' },
	{ label: '详细地址', text: draft.address ?? '' },
	{ label: '主办单位', text: draft.organizer },
	{ label: '联系人', text: draft.contact_name ?? '' },
];

/** Screens the texts of an activity others will read. */
export async function screenActivityDraft(
	context: ApiContext,
	draft: ActivityDraft,
): Promise<ScreeningHit[]> {
	const matcher = await currentMatcher(context.db, context.config.contentBlocklist);
	return screenFields(matcher, activityTexts(draft));
}

/** screenActivityDraft for many activities (bulk publishing), with one look at the term list. */
export async function screenActivityDrafts(
	context: ApiContext,
	drafts: readonly ActivityDraft[],
): Promise<ScreeningHit[][]> {
	const matcher = await currentMatcher(context.db, context.config.contentBlocklist);
	return drafts.map((draft) => screenFields(matcher, activityTexts(draft)));
}

/** Screens one material's name. */
export async function screenMaterialName(
	context: ApiContext,
	name: string,
): Promise<ScreeningHit[]> {
	const matcher = await currentMatcher(context.db, context.config.contentBlocklist);
	return screenFields(matcher, [{ label: '资料名称', text: name }]);
}

/** Screens a summary's text (活动总结). */
export async function screenSummaryText(
	context: ApiContext,
	html: string,
): Promise<ScreeningHit[]> {
	const matcher = await currentMatcher(context.db, context.config.contentBlocklist);
	return screenFields(matcher, [{ label: '活动总结', text: visibleTextOf(html) }]);
}

/** A hit holds the record for review whatever REVIEW_MODE says. */
export function reviewModeFor(context: ApiContext, hits: readonly unknown[]): ReviewMode {
	return hits.length > 0 ? 'manual' : context.config.reviewMode;
}

/** What the owner's answer adds when screening held it: the fields, never the terms. */
export function heldFields(hits: readonly ScreeningHit[]) {
	return hits.length > 0 ? { review_fields: fieldsOf(hits) } : {};
}
