import type { ServerConfig } from '../config';
import { isHostHeader } from '../standalone/host-header.mjs';

/** Names of this machine, allowed on the listening port for health checks and a local proxy. */
const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a request's `Host` (name and port) names this portal: PUBLIC_ORIGIN's host, or this
 * machine on the port the server listens on. Absolute links never come from `Host`, but a page
 * rendered for a foreign host would still be cached and served to everyone.
 */
export function isAllowedHost(
	host: string,
	config: Pick<ServerConfig, 'publicOrigin' | 'port'>,
): boolean {
	if (!isHostHeader(host)) return false;
	const asked = new URL(`http://${host}`);
	const origin = new URL(config.publicOrigin);
	if (asked.hostname === origin.hostname && portOf(asked, origin.protocol) === portOf(origin))
		return true;
	return LOCAL_NAMES.has(asked.hostname) && Number(asked.port || 80) === config.port;
}

/** The port of a URL, with the scheme's default filled in. */
function portOf(url: URL, protocol = url.protocol): string {
	return url.port || (protocol === 'https:' ? '443' : '80');
}
