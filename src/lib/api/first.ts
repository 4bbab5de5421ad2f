import type { CalendarDay, CalendarQuery } from './activity-types';
import type { Banner, EducationBase, JointActionInfo } from './content-types';
import { request } from './http';

export function getCalActivity(query: CalendarQuery): Promise<CalendarDay[]> {
	return request<CalendarDay[]>('/first/getCalActivity', { data: { ...query } });
}

export function getBannerList(position: 'pc' | 'mobile' = 'pc'): Promise<Banner[]> {
	return request<Banner[]>('/first/getBannerList', { data: { position } });
}

export function getJointActionList(): Promise<JointActionInfo[]> {
	return request<JointActionInfo[]>('/first/getJointActionList');
}

/** The education bases of the education-base joint action. */
export function getEducationBaseList(provinceCode = ''): Promise<EducationBase[]> {
	return request<EducationBase[]>('/first/getEducationBaseList', {
		data: provinceCode ? { province_code: provinceCode } : {},
		toast: false,
	});
}
