import type { LoginResult, SendCodeResult } from '../../../lib/api/types';
import { hostTokenSchema, loginByCodeSchema, sendCodeSchema } from '../../../lib/validation/common';
import { createCodeSender } from '../../auth/code-sender';
import { verifyHostToken } from '../../auth/host-token';
import { sendLoginCode, verifyLoginCode } from '../../auth/login-codes';
import {
	clearSessionCookies,
	createSessionCookies,
	readCookie,
	SESSION_COOKIE,
} from '../../auth/session-cookie';
import { getSessionSecret } from '../../auth/session-secret';
import {
	createSession,
	revokeSession,
	revokeUserSessions,
	signSessionToken,
} from '../../auth/sessions';
import { recordLoginConsent } from '../../services/consents';
import { findOrCreateHostUser, findOrCreateUserByMobile, type UserRow } from '../../services/users';
import { type ApiContext, parseInput, requireSession } from '../context';
import { ApiError, CODES } from '../errors';

const isSecure = (context: ApiContext) => context.url.protocol === 'https:';
const seenAt = (context: ApiContext) => ({ ip: context.ip, now: context.now });

/** A new session for the user: token + sign in the answer, the same token in the cookie. */
async function logIn(context: ApiContext, user: UserRow): Promise<LoginResult> {
	const token = await createSession(context.db, user.id, {
		ip: context.ip,
		userAgent: context.request.headers.get('user-agent') ?? '',
		now: context.now,
	});
	const sign = signSessionToken(await getSessionSecret(context.db, context.config), token);
	context.cookies.push(...createSessionCookies(token, isSecure(context)));
	return { token, sign, openid: user.openid, uid: String(user.id) };
}

export async function sendCode(context: ApiContext): Promise<SendCodeResult> {
	const { mobile, captcha } = parseInput(sendCodeSchema, context.input);
	const send = createCodeSender(context.config);
	const sent = await sendLoginCode(context.db, send, context.config, {
		mobile,
		ip: context.ip,
		now: context.now,
		captcha,
	});
	return { expires_in: sent.expiresIn, resend_in: sent.resendIn };
}

export async function loginByCode(context: ApiContext): Promise<LoginResult> {
	const { mobile, code } = parseInput(loginByCodeSchema, context.input);
	await verifyLoginCode(context.db, { mobile, code, now: context.now });
	const user = await findOrCreateUserByMobile(context.db, mobile, context.now);
	await recordLoginConsent(context.db, { userId: user.id, source: 'login', ...seenAt(context) });
	return logIn(context, user);
}

export async function loginByHostToken(context: ApiContext): Promise<LoginResult> {
	const { app_token } = parseInput(hostTokenSchema, context.input);
	const secret = context.config.hostAppSecret;
	if (!secret) throw new ApiError(CODES.badHostToken, '未配置宿主 App 登录');
	const identity = verifyHostToken(secret, app_token, context.now);
	if (!identity) throw new ApiError(CODES.badHostToken, 'App 登录凭证无效或已过期');
	const user = await findOrCreateHostUser(context.db, identity, context.now);
	// The host app asked for its own agreement before it handed us the person.
	await recordLoginConsent(context.db, { userId: user.id, source: 'host_app', ...seenAt(context) });
	return logIn(context, user);
}

/**
 * Clears the cookie, then revokes the caller's session (header token or cookie). The cookie is
 * cleared first so that it goes even when the revoke cannot be done.
 */
export async function logOut(context: ApiContext) {
	context.cookies.push(...clearSessionCookies(isSecure(context)));
	const token =
		context.request.headers.get('token')?.trim() ||
		readCookie(context.request.headers.get('cookie'), SESSION_COOKIE);
	if (token) await revokeSession(context.db, token, context.now);
	return null;
}

/** 退出所有设备: ends every session of the caller, this one included. */
export async function logOutEverywhere(context: ApiContext) {
	const session = requireSession(context);
	context.cookies.push(...clearSessionCookies(isSecure(context)));
	return { ended: await revokeUserSessions(context.db, session.userId, context.now) };
}
