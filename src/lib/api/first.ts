import { request } from './http';
import type { Payload } from './payload';

export function getCalActivity<T = unknown>(data: Payload = {}): Promise<T> {
	return request<T>('/first/getCalActivity', { data });
}

export function getBannerList<T = unknown>(data: Payload = {}): Promise<T> {
	return request<T>('/first/getBannerList', { data });
}
