import type { ResourceDetail, ResourceListQuery, ResourceSummary } from './content-types';
import { request } from './http';
import type { Page } from './types';

export function getResourceList(query: ResourceListQuery = {}): Promise<Page<ResourceSummary>> {
	return request<Page<ResourceSummary>>('/resource/getResourceList', { data: { ...query } });
}

export function getResourceDetail(id: number): Promise<ResourceDetail> {
	return request<ResourceDetail>('/resource/getResourceDetail', { data: { id } });
}
