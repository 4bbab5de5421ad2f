import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as analytics from '../../src/lib/analytics';
import { ApiError } from '../../src/lib/api/errors';
import { uploadFile } from '../../src/lib/api/upload';
import { getUserInfo } from '../../src/lib/api/user';
import { $session, EMPTY_SESSION, storeLoginTokens } from '../../src/lib/stores/session';

vi.mock('../../src/lib/analytics', { spy: true });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
	const error = await promise.then(
		() => null,
		(reason: unknown) => reason,
	);
	if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
	return error;
}

describe('a not-logged-in answer', () => {
	beforeEach(() => {
		document.documentElement.dataset.device = 'desktop';
		storeLoginTokens({ token: 'tok-1', sign: 'sig-1', openid: 'open-1', uid: '7' });
		vi.mocked(analytics.resetAnalyticsIdentity).mockClear();
	});
	afterEach(() => {
		$session.set({ ...EMPTY_SESSION });
	});

	it('to an API call ends the stored session and the analytics identity', async () => {
		const error = await rejection(getUserInfo({ toast: false }));
		expect(error.kind).toBe('not-logged-in');
		expect($session.get()).toEqual(EMPTY_SESSION);
		expect(analytics.resetAnalyticsIdentity).toHaveBeenCalledTimes(1);
	});

	it('to an upload does the same: one envelope path for both', async () => {
		const file = new File(['cover'], 'cover.png', { type: 'image/png' });
		const error = await rejection(uploadFile(file, { fields: { kind: 'cover' } }));
		expect(error.kind).toBe('not-logged-in');
		expect(error.code).toBe(100000009);
		expect($session.get()).toEqual(EMPTY_SESSION);
		expect(analytics.resetAnalyticsIdentity).toHaveBeenCalledTimes(1);
	});
});
