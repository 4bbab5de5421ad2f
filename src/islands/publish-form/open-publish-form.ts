import { NOT_EDITABLE_MESSAGE, OWNER_CAN_EDIT } from '../../lib/activity-editing';
import { checkPublish, getActDetail, getActivityCopy } from '../../lib/api/activity';
import type { ActivityEditView } from '../../lib/api/activity-types';
import { ApiError, PUBLISH_CLOSED_CODE } from '../../lib/api/errors';
import { EMPTY_FORM_VALUES, fromActivityDetail, type PublishFormValues } from './form-values';

export type Opening =
	| { kind: 'closed' }
	| {
			kind: 'form';
			initial: PublishFormValues;
			notice?: string | undefined;
			/** A copy: starts from `initial` even when a draft of a new activity was kept. */
			fresh?: boolean;
	  };

export const isPublishClosed = (error: unknown) =>
	error instanceof ApiError && error.code === PUBLISH_CLOSED_CODE;

/**
 * checkPublish for a new activity: false once the cutoff has passed. Other failures (a network blip)
 * leave the form usable; the submit checks again.
 */
export async function publishStillOpen(): Promise<boolean> {
	try {
		await checkPublish();
		return true;
	} catch (error) {
		return !isPublishClosed(error);
	}
}

/**
 * A new activity: checkPublish first, then the copied activity's fields when `copyOf` is given. An
 * edit: the activity being edited, which the cutoff does not close (OWNER_CAN_EDIT). Rejects with a
 * Chinese message when the activity cannot be edited or copied by this user.
 */
export async function openPublishForm(
	activityId: number | null,
	copyOf: number | null = null,
): Promise<Opening> {
	if (activityId === null) {
		if (!(await publishStillOpen())) return { kind: 'closed' };
		if (copyOf === null) return { kind: 'form', initial: EMPTY_FORM_VALUES };
		const copy = await getActivityCopy(copyOf);
		const notice = `已复制「${copy.title}」的内容，请填写新的开始和结束时间后提交；提交后作为新活动审核。`;
		return { kind: 'form', initial: fromActivityDetail(copy), notice, fresh: true };
	}
	const detail = await getActDetail(activityId);
	if (!detail.is_owner) throw new Error('只能修改自己发布的活动');
	if (!OWNER_CAN_EDIT[detail.status]) throw new Error(NOT_EDITABLE_MESSAGE);
	const { edit } = detail;
	if (!edit) return { kind: 'form', initial: fromActivityDetail(detail) };
	return { kind: 'form', initial: fromActivityDetail(edit.activity), notice: editNotice(edit) };
}

/** What the form says about the owner's last edit, which it shows instead of the public version. */
function editNotice(edit: ActivityEditView): string {
	const shown = '活动页面仍显示上次通过审核的内容。';
	return edit.status === 'pending'
		? `这是您 ${edit.submitted_at.slice(0, 16)} 提交的修改，正在等待审核；${shown}`
		: `这是您上次提交的修改，未通过审核，原因：${edit.reject_reason}。${shown}`;
}
