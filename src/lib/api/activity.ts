import { request } from './http';
import type { Payload } from './payload';

/** The activity calls; they send JSON bodies. */
function post<T>(path: string, data: Payload, toast = true): Promise<T> {
	return request<T>(`/activity/${path}`, { data, json: true, toast });
}

/** Resolves when publishing is open; rejects with code 100250106 after the cutoff. No toast. */
export function checkPublish(): Promise<unknown> {
	return request('/activity/checkPublish', { method: 'GET', toast: false });
}

export const getActDetail = <T = unknown>(data: Payload) => post<T>('getActDetail', data, false);
export const addActivity = <T = unknown>(data: Payload) => post<T>('addActivity', data);
export const updateActivity = <T = unknown>(data: Payload) => post<T>('updateActivity', data);
export const activityCancel = <T = unknown>(data: Payload) => post<T>('activityCancel', data);
export const activityCollect = <T = unknown>(data: Payload) => post<T>('activityCollect', data);
export const activityThumb = <T = unknown>(data: Payload) => post<T>('activityThumb', data);
export const activityJoin = <T = unknown>(data: Payload) => post<T>('activityJoin', data);
export const activityJoinList = <T = unknown>(data: Payload) => post<T>('activityJoinList', data);
export const activitySpecialList = <T = unknown>(data: Payload) =>
	post<T>('activitySpecialList', data);
export const releaseMaterial = <T = unknown>(data: Payload) => post<T>('releaseMaterial', data);
export const getActivityMaterial = <T = unknown>(data: Payload) =>
	post<T>('getActivityMaterial', data);
