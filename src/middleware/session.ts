import type { MiddlewareHandler } from 'astro';

export const SESSION_COOKIE = 'kpy_session';

export interface RequestSession {
	token: string;
	uid: string;
	roles: readonly string[];
}

export type SessionResolver = (token: string) => Promise<RequestSession | null>;

/** Sets `locals.session` from the HttpOnly cookie that login sets. */
export function createSessionMiddleware(resolve: SessionResolver): MiddlewareHandler {
	return async (context, next) => {
		const token = context.cookies.get(SESSION_COOKIE)?.value;
		context.locals.session = token ? await resolve(token) : null;
		return next();
	};
}
