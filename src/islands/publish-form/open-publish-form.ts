import { NOT_EDITABLE_MESSAGE, OWNER_CAN_EDIT } from '../../lib/activity-editing';
import { checkPublish, getActDetail } from '../../lib/api/activity';
import { ApiError, PUBLISH_CLOSED_CODE } from '../../lib/api/errors';
import { EMPTY_FORM_VALUES, fromActivityDetail, type PublishFormValues } from './form-values';

export type Opening = { kind: 'closed' } | { kind: 'form'; initial: PublishFormValues };

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
	return { kind: 'form', initial: fromActivityDetail(detail) };
}
