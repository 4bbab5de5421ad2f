import type { MiddlewareHandler } from 'astro';
import { SESSION_COOKIE } from '../../auth/session-cookie';
import type { AuthSession } from '../../auth/sessions';

export type SessionResolver = (token: string) => Promise<AuthSession | null>;

/** Sets `locals.session` from the HttpOnly cookie that login sets. */
export function createSessionMiddleware(resolve: SessionResolver): MiddlewareHandler {
	return async (context, next) => {
		const token = context.cookies.get(SESSION_COOKIE)?.value;
		context.locals.session = token ? await resolve(token) : null;
		return next();
	};
}
