import { getServerConfig } from '../config';

/** The absolute address of a path on PUBLIC_ORIGIN, for links that leave the page (share, QR). */
export function toPublicUrl(path: string): string {
	return new URL(path, getServerConfig().publicOrigin).href;
}
