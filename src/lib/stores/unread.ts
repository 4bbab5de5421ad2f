import { atom } from 'nanostores';

/**
 * The signed-in user's unread 站内信, as the server last said (getUserInfo, getUserActMsg): the
 * header, the mobile bar and the mobile menu show it, and reading messages lowers it.
 */
export const $unreadCount = atom(0);

/** Takes the server's count; anything but a non-negative number counts as none. */
export function storeUnreadCount(count: unknown): void {
	const value = Number(count);
	$unreadCount.set(Number.isInteger(value) && value > 0 ? value : 0);
}
