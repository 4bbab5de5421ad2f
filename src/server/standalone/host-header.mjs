// The syntax of a `Host` header, checked before any URL is built from it: serve.mjs answers 400 to
// anything else before Astro runs, and src/server/edge/allowed-host.ts checks it again. A `Host`
// with `@`, `/`, `?` or `#` made Astro's request URL throw (500) or replaced the request's path.
import { isIPv6 } from 'node:net';

/** A registered name or an IPv4 address (RFC 3986 reg-name, its unreserved characters only). */
const NAME = /^[A-Za-z0-9._~-]{1,253}$/;
const PORT = /^\d{1,5}$/;

/**
 * Whether `value` is a host name, an IPv4 address or a bracketed IPv6 address (no zone), with an
 * optional `:port` of digits up to 65535: nothing that could carry credentials, a path, a query or
 * a fragment into a URL, and nothing `new URL` refuses (`999.1.1.1`).
 */
export function isHostHeader(value) {
	if (typeof value !== 'string') return false;
	const bracketed = /^\[([0-9A-Fa-f:.]+)\](?::(.*))?$/.exec(value);
	const [name, port] = bracketed ? [bracketed[1], bracketed[2]] : value.split(/:(.*)/s);
	const nameOk = bracketed ? isIPv6(name ?? '') : NAME.test(name ?? '');
	if (!nameOk) return false;
	const portOk = port === undefined || (PORT.test(port) && Number(port) <= 65_535);
	return portOk && URL.canParse(`http://${value}`);
}

/**
 * Answers 400 to a request whose `Host` is not a host, before anything builds a URL from it; true
 * when it did. A request without one (HTTP/1.0) is left to Astro, which takes the listening host.
 */
export function refuseMalformedHost(req, res) {
	const host = req.headers.host;
	if (host === undefined || isHostHeader(host)) return false;
	res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
	res.end('400 Bad Request：Host 头应为主机名[:端口] / Host must be host[:port]');
	return true;
}
