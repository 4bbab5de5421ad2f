import { createHash } from 'node:crypto';
import {
	resolveClientAddress,
	socketAddressOf,
	type TrustedProxies,
	toAddressGroup,
} from '../api/client-address';
import type { AuthSession } from '../auth/sessions';

/** What tells one visitor from another when nobody is signed in. */
export interface AnonymousVisitor {
	/** The client's address (IPv6: any in its /64). */
	address: string;
	userAgent: string;
}

/**
 * One visitor, as view counts see it: the signed-in user, else the client address (IPv6: its /64)
 * with the browser's user agent. Hashed, so that no address is stored with the count.
 */
export function visitorKey(who: { userId: number } | AnonymousVisitor): string {
	const text =
		'userId' in who ? `user:${who.userId}` : `web:${toAddressGroup(who.address)}|${who.userAgent}`;
	return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

/** The visitor of a page request: its session's user, else the client behind trusted proxies. */
export function visitorOfRequest(
	headers: Pick<Headers, 'get'>,
	astroClientAddress: string,
	session: AuthSession | null,
	trustedProxies: TrustedProxies,
): string {
	if (session) return visitorKey({ userId: session.userId });
	const socket = socketAddressOf(headers, astroClientAddress);
	return visitorKey({
		address: resolveClientAddress(headers, socket, trustedProxies),
		userAgent: headers.get('user-agent') ?? '',
	});
}
