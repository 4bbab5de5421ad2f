import type { JoinInput, MyRegistration, WaitlistEntry } from './activity-types';
import type { RequestOptions } from './client';
import { request } from './http';

type Toast = Pick<RequestOptions, 'toast'>;

/** The registration lifecycle's calls (docs/api.md, "Registration"); JSON bodies like the activity calls. */
function post<T>(path: string, data: object, options: Toast = {}): Promise<T> {
	return request<T>(`/activity/${path}`, { data: { ...data }, json: true, ...options });
}

/** Releases the caller's seat (it goes to the first in the queue); idempotent. */
export function cancelJoin(id: number, options: Toast = {}): Promise<MyRegistration> {
	return post<MyRegistration>('cancelJoin', { id }, options);
}

/** Joins the queue of a full activity with the details it asks for; a free seat is taken instead. */
export function waitlistJoin(input: JoinInput, options: Toast = {}): Promise<MyRegistration> {
	return post<MyRegistration>('waitlistJoin', input, options);
}

export function waitlistLeave(id: number, options: Toast = {}): Promise<MyRegistration> {
	return post<MyRegistration>('waitlistLeave', { id }, options);
}

/** The caller's state for one activity: joined, waitlisted at a position, can join, can waitlist, closed. */
export function getRegistration(id: number): Promise<MyRegistration> {
	return post<MyRegistration>('getRegistration', { id }, { toast: false });
}

/** The activities the caller waits for, with the place in each queue. */
export function getMyWaitlist(): Promise<WaitlistEntry[]> {
	return post<WaitlistEntry[]>('getMyWaitlist', {});
}
