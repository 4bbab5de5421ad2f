import { request } from './http';
import type { EducationBase } from './types';

/** The education bases of the education-base joint action. */
export function getEducationBaseList(provinceCode = ''): Promise<EducationBase[]> {
	return request<EducationBase[]>('/first/getEducationBaseList', {
		data: provinceCode ? { province_code: provinceCode } : {},
		toast: false,
	});
}
