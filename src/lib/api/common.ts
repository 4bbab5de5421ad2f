import { request } from './http';
import type { Region } from './types';

/** Children of a region: provinces for `''`, cities of a province, districts of a city. */
export function getRegionList(parentCode: string): Promise<Region[]> {
	return request<Region[]>('/common/getRegionList', {
		data: { parent_code: parentCode },
		toast: false,
	});
}
