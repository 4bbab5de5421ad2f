import { adminRoleOf } from '../../lib/admin-roles';
import { safeEqual } from '../auth/crypto';
import { readCookie, SESSION_COOKIE } from '../auth/session-cookie';
import { getSessionSecret } from '../auth/session-secret';
import { type AuthSession, lookupSession, signSessionToken } from '../auth/sessions';
import type { Access, ApiDeps } from './context';
import { ApiError, CODES, fail } from './errors';

const LOOKUP_FAILURES = {
	missing: () => fail.notLoggedIn(),
	expired: () => new ApiError(CODES.sessionExpired, '登录已过期，请重新登录'),
	revoked: () => new ApiError(CODES.sessionRevoked, '账号已在别处退出，请重新登录'),
	badSign: () => new ApiError(CODES.notLoggedIn, '登录凭证无效，请重新登录'),
};

type Failure = keyof typeof LOOKUP_FAILURES;

async function findSession(
	request: Request,
	deps: ApiDeps,
	now: Date,
): Promise<AuthSession | Failure> {
	const headerToken = request.headers.get('token')?.trim() ?? '';
	const token = headerToken || readCookie(request.headers.get('cookie'), SESSION_COOKIE) || '';
	if (!token) return 'missing';
	if (headerToken) {
		const sign = request.headers.get('sign')?.trim() ?? '';
		const expected = signSessionToken(await getSessionSecret(deps.db, deps.config), token);
		if (!safeEqual(sign, expected)) return 'badSign';
	}
	const found = await lookupSession(deps.db, token, now, {
		adminIdleMs: deps.config.adminIdleMinutes * 60_000,
	});
	return found.status === 'ok' ? found.session : found.status;
}

/**
 * The caller's session: from the `token` + `sign` headers, else the HttpOnly cookie. Routes that need
 * a user answer the not-logged-in codes (docs/api.md, "Codes"); optional routes go on anonymously.
 */
export async function authenticate(
	request: Request,
	deps: ApiDeps,
	access: Access,
	now: Date,
): Promise<AuthSession | null> {
	if (access === 'public') return null;
	const found = await findSession(request, deps, now);
	if (typeof found !== 'string') {
		if (access === 'admin' && adminRoleOf(found.roles) === null)
			throw fail.forbidden('需要管理员权限');
		return found;
	}
	if (access === 'optional') return null;
	throw LOOKUP_FAILURES[found]();
}
