import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';
import QRCode from 'qrcode';
import {
	fromActivityDetail,
	toActivityInput,
	toLocalInput,
} from '../../src/islands/publish-form/form-values';
import type { ActivityDetail } from '../../src/lib/api/activity-types';
import type { CheckinStats } from '../../src/lib/api/checkin-types';
import { formatBusinessTime, parseBusinessTime } from '../../src/lib/beijing-time';
import { freshMobile, readLoginCode } from './chrome-helpers';
import { sendCodeThroughApi } from './send-code';

/** Set-up for the check-in browser tests: people logged in through the API, an activity, passes. */
/** The project's baseURL, which playwright.config.ts always sets. */
export function originOf(baseURL: string | undefined): string {
	if (!baseURL) throw new Error('playwright.config.ts sets baseURL');
	return baseURL;
}

export interface Person {
	token: string;
	sign: string;
}

/**
 * Logs in a new user, or the demo account `mobile`. A number gets one code a minute, and another
 * test (in another worker) may have just asked for this demo account's: then it waits its turn.
 */
export async function logInPerson(
	request: APIRequestContext,
	mobile = freshMobile(),
): Promise<Person> {
	await expect
		.poll(
			() =>
				sendCodeThroughApi(request, '/api/account/sendCode', mobile).then(
					() => true,
					() => false,
				),
			{ timeout: 75_000, intervals: [5_000] },
		)
		.toBe(true);
	const code = await readLoginCode(mobile);
	const answer = await request.post('/api/account/ajaxByCode', {
		data: { mobile, code, agree: 1 },
	});
	const body = (await answer.json()) as { code: number; data: Person };
	expect(body.code).toBe(0);
	return { token: body.data.token, sign: body.data.sign };
}

/** Logs a person into a browser context: the cookie, and token and sign in the session store. */
export async function logInContext(context: BrowserContext, mobile?: string): Promise<Person> {
	const person = await logInPerson(context.request, mobile);
	await shareSession(context, person);
	return person;
}

/** The pages of `context` use `person`'s session (another browser of the same person). */
export async function shareSession(context: BrowserContext, person: Person): Promise<void> {
	await context.addInitScript((stored) => {
		for (const [key, value] of Object.entries(stored)) {
			window.localStorage.setItem(`kpy-session:${key}`, JSON.stringify(value));
		}
	}, person);
}

async function callAs<T>(request: APIRequestContext, who: Person, path: string, data: object) {
	const answer = await request.post(`/api${path}`, {
		data,
		headers: { token: who.token, sign: who.sign },
	});
	const body = (await answer.json()) as { code: number; msg: string; data: T };
	expect(body.msg, path).toBe('');
	return body.data;
}

/** Check-in opens two hours before the start (src/server/services/checkin/checkin-window.ts). */
const DOOR_OPENS_MS = 2 * 3_600_000;

/**
 * Moves the owner's activity `id` to start within the hour unless people can still join it and
 * check in now: publishing is closed after the campaign's cutoff, editing is not.
 */
async function openTheDoor(request: APIRequestContext, owner: Person, id: number) {
	const detail = await callAs<ActivityDetail>(request, owner, '/activity/getActDetail', { id });
	const start = parseBusinessTime(detail.start_time);
	const now = Date.now();
	if (start > now + 10 * 60_000 && start - DOOR_OPENS_MS <= now) return;
	const length = parseBusinessTime(detail.end_time) - start;
	const moved = {
		...fromActivityDetail(detail),
		start_time: toLocalInput(formatBusinessTime(now + 3_600_000)),
		end_time: toLocalInput(formatBusinessTime(now + 3_600_000 + length)),
	};
	await callAs(request, owner, '/activity/updateActivity', { ...toActivityInput(moved), id });
}

/**
 * An approved activity of a demo publisher, at a venue, that has not ended, starting within the
 * hour so that people can join it and be checked in: the organiser's figures are read before and
 * after each check-in.
 */
export async function ownOpenActivity(request: APIRequestContext, owner: Person) {
	const page = await callAs<{
		items: { id: number; title: string; phase: string; mode: string }[];
	}>(request, owner, '/user/getUserActivityList', {
		tab: 'publish',
		status: 'approved',
		pageSize: 50,
	});
	const open = page.items.find((item) => item.phase !== 'ended' && item.mode !== 'online');
	if (!open) throw new Error('the demo publisher has no approved activity at a venue not ended');
	await openTheDoor(request, owner, open.id);
	return open;
}

export interface Pass {
	registration_id: number;
	payload: string;
	code: string;
}

/** Joins the activity as `who` and answers their check-in pass. */
export async function joinAndPass(request: APIRequestContext, who: Person, id: number) {
	await callAs(request, who, '/activity/activityJoin', { id, agree: 1 });
	const info = await callAs<{ pass: Pass }>(request, who, '/activity/getCheckinInfo', { id });
	return info.pass;
}

export async function checkinStats(request: APIRequestContext, who: Person, id: number) {
	const info = await callAs<{ stats: Omit<CheckinStats, 'activity_id' | 'title'> }>(
		request,
		who,
		'/activity/getCheckinInfo',
		{ id },
	);
	return info.stats;
}

/**
 * A camera stream for Chromium's fake capture device: the pass's QR code drawn by `qrcode`, made a
 * two-second 640×480 y4m by ffmpeg (Debian: `apt-get install -y ffmpeg`).
 */
export async function makeQrVideo(payload: string, dir: string): Promise<string> {
	const png = join(dir, 'pass.png');
	const y4m = join(dir, 'pass.y4m');
	await QRCode.toFile(png, payload, { width: 400, margin: 4, errorCorrectionLevel: 'M' });
	execFileSync('/usr/bin/ffmpeg', [
		'-loglevel',
		'error',
		'-y',
		'-loop',
		'1',
		'-i',
		png,
		'-vf',
		'scale=400:400,pad=640:480:120:40:white,format=yuv420p',
		'-t',
		'2',
		'-r',
		'10',
		y4m,
	]);
	return y4m;
}
