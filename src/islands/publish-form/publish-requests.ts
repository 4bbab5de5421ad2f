import { getActDetail } from '../../lib/api/activity';
import { getRegionList } from '../../lib/api/common';
import { getEducationBaseList } from '../../lib/api/education-bases';
import { request } from '../../lib/api/http';
import type { Payload } from '../../lib/api/payload';
import type { ActivityDetail, ActivityStatus } from '../../lib/api/types';
import type { AddActivityInput } from '../../lib/validation/activity';

/** The calls the publish form makes, typed for it. */
export function fetchActivityForEdit(id: number): Promise<ActivityDetail> {
	return getActDetail<ActivityDetail>({ id });
}

type Saved = { id: number; status: ActivityStatus };

/**
 * addActivity or updateActivity without the client's error toast: the form answers a closed
 * cutoff with the 提示 alert alone and shows other failures itself.
 */
export function submitActivity(input: AddActivityInput, activityId: number | null): Promise<Saved> {
	const body = input as Payload;
	return activityId === null
		? request<Saved>('/activity/addActivity', { data: body, json: true, toast: false })
		: request<Saved>('/activity/updateActivity', {
				data: { ...body, id: activityId },
				json: true,
				toast: false,
			});
}

export const fetchDistricts = (cityCode: string) => getRegionList(cityCode);

export const fetchEducationBases = () => getEducationBaseList();
