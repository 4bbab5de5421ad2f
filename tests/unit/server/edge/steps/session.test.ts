import { describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../../../../src/server/auth/session-cookie';
import { createSessionMiddleware } from '../../../../../src/server/edge/steps/session';
import { fakeContext, fakeNext } from './fake-context';

describe('session', () => {
	const session = { token: 'abc', userId: 1, roles: ['user'], adminRegion: '' };

	it('resolves the session cookie into locals.session', async () => {
		const resolve = vi.fn(async (token: string) => (token === 'abc' ? session : null));
		const context = fakeContext('/user-center', { cookies: { [SESSION_COOKIE]: 'abc' } });
		await createSessionMiddleware(resolve)(context, fakeNext());
		expect(resolve).toHaveBeenCalledWith('abc');
		expect(context.locals.session).toEqual(session);
	});

	it('leaves locals.session empty without a cookie, asking nothing', async () => {
		const resolve = vi.fn(async () => session);
		const context = fakeContext('/user-center');
		await createSessionMiddleware(resolve)(context, fakeNext());
		expect(resolve).not.toHaveBeenCalled();
		expect(context.locals.session).toBeNull();
	});

	it('leaves locals.session empty for a cookie that names no session', async () => {
		const context = fakeContext('/user-center', { cookies: { [SESSION_COOKIE]: 'revoked' } });
		await createSessionMiddleware(async () => null)(context, fakeNext());
		expect(context.locals.session).toBeNull();
	});
});
