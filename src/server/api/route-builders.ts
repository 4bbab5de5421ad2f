import type { RouteEffect } from '../cache/changes';
import type { Route } from './context';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Toggles and other small writes a person repeats: 120 a minute each. */
export const TOGGLE_RATE = { limit: 120, windowMs: MINUTE, per: 'user' } as const;

/** 举报 of activities and of materials: 20 an hour for both together. */
export const REPORT_RATE = { limit: 20, windowMs: HOUR, per: 'user', shared: 'reports' } as const;

export const read = (handle: Route['handle'], access: Route['access'] = 'public'): Route => ({
	method: 'ANY',
	access,
	handle,
	effect: 'none',
});
/** A signed-in user's write, with what it changes of public pages (`effect`). */
export const write = (
	handle: Route['handle'],
	effect: RouteEffect,
	rate?: Route['rate'],
): Route => ({
	method: 'POST',
	access: 'user',
	handle,
	effect,
	...(rate ? { rate } : {}),
});
/** An admin's act, with what it changes of public pages (`effect`). */
export const adminWrite = (handle: Route['handle'], effect: RouteEffect): Route => ({
	method: 'POST',
	access: 'admin',
	handle,
	effect,
});
