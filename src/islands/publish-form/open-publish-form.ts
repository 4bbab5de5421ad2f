import { NOT_EDITABLE_MESSAGE, OWNER_CAN_EDIT } from '../../lib/activity-editing';
import { checkPublish, getActDetail } from '../../lib/api/activity';
import type { ActivityEditView } from '../../lib/api/activity-types';
import { ApiError, PUBLISH_CLOSED_CODE } from '../../lib/api/errors';
import { EMPTY_FORM_VALUES, fromActivityDetail, type PublishFormValues } from './form-values';

export type Opening =
	| { kind: 'closed' }
	| { kind: 'form'; initial: PublishFormValues; notice?: string | undefined };

export const isPublishClosed = (error: unknown) =>
	error instanceof ApiError && error.code === PUBLISH_CLOSED_CODE;

/**
 * A new activity: checkPublish first. An edit: the activity being edited, which the
 * cutoff does not close (OWNER_CAN_EDIT). Rejects with a Chinese message when the activity cannot
 * be edited by this user.
 */
export async function openPublishForm(activityId: number | null): Promise<Opening> {
	if (activityId === null) {
		try {
			await checkPublish();
		} catch (error) {
			if (isPublishClosed(error)) return { kind: 'closed' };
			// Other failures (a network blip) leave the form usable; the submit checks again.
		}
		return { kind: 'form', initial: EMPTY_FORM_VALUES };
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
