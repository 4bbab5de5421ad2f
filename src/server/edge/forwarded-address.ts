import { matchPattern } from '@astrojs/internal-helpers/remote';
import type { RemotePattern } from 'astro';

/** What of a proxy's `X-Forwarded-Proto`, `-Host` and `-Port` Astro believes. */
interface BelievedForwarded {
	protocol?: string;
	host?: string;
	port?: string;
}

type HeaderValue = string | string[] | undefined;

function firstValue(header: HeaderValue): string | undefined {
	return header?.toString().split(',')[0]?.trim();
}

function hostParts(host: string): { hostname: string; port: string | undefined } | undefined {
	if (/[/\\]/.test(host)) return undefined;
	const parts = host.split(':');
	if (parts.length > 2) return undefined;
	return { hostname: parts[0] ?? '', port: parts[1] };
}

function isAllowed(
	hostname: string,
	protocol: string,
	port: string | undefined,
	allowedDomains: readonly Partial<RemotePattern>[],
): boolean {
	const address = `${protocol}://${port ? `${hostname}:${port}` : hostname}`;
	if (!URL.canParse(address)) return false;
	const url = new URL(address);
	return allowedDomains.some((pattern) => matchPattern(url, pattern));
}

/**
 * Astro's own rules for the forwarded headers (astro 7.3.5, core/app/validate-headers.js, which its
 * package does not export), so that `serve.mjs` reads an address exactly as Astro's pipeline does;
 * a test compares them with that file on every combination it lists. Nothing is believed with no
 * domain listed.
 */
export function believedForwarded(
	headers: Record<string, HeaderValue>,
	allowedDomains: readonly Partial<RemotePattern>[],
): BelievedForwarded {
	const believed: BelievedForwarded = {};
	if (allowedDomains.length === 0) return believed;
	const protocol = firstValue(headers['x-forwarded-proto']);
	if (protocol) {
		if (allowedDomains.some((pattern) => pattern.protocol !== undefined)) {
			const asked = URL.canParse(`${protocol}://example.com`)
				? new URL(`${protocol}://example.com`)
				: null;
			const allows = (pattern: Partial<RemotePattern>) =>
				asked !== null &&
				matchPattern(asked, pattern.protocol === undefined ? {} : { protocol: pattern.protocol });
			if (allowedDomains.some(allows)) believed.protocol = protocol;
		} else if (/^https?$/.test(protocol)) {
			believed.protocol = protocol;
		}
	}
	const port = firstValue(headers['x-forwarded-port']);
	if (port && allowedDomains.some((pattern) => pattern.port !== undefined)) {
		if (allowedDomains.some((pattern) => pattern.port === port)) believed.port = port;
	}
	const host = firstValue(headers['x-forwarded-host']);
	const parts = host ? hostParts(host) : undefined;
	if (host && parts) {
		const { hostname, port: portOfHost } = parts;
		if (
			isAllowed(hostname, believed.protocol || 'https', believed.port || portOfHost, allowedDomains)
		)
			believed.host = host;
	}
	return believed;
}

/**
 * The address a request has in Astro's pipeline: the socket's scheme and `Host`, with whatever of
 * the forwarded headers Astro believes put over it (FetchState's applyForwardedHeaders, which
 * runs only when a domain is listed).
 */
export function addressAsAstroSeesIt(
	socketAddress: URL,
	headers: Record<string, HeaderValue>,
	allowedDomains: readonly Partial<RemotePattern>[],
): URL {
	const { protocol, host, port } = believedForwarded(headers, allowedDomains);
	if (!protocol && !host && !port) return socketAddress;
	const address = new URL(socketAddress);
	if (protocol) address.protocol = `${protocol}:`;
	if (host) {
		const colon = host.indexOf(':');
		address.hostname = colon === -1 ? host : host.slice(0, colon);
		address.port = colon === -1 ? '' : host.slice(colon + 1);
	}
	if (port) address.port = port;
	return address;
}
