import type { RemotePattern } from 'astro';
import { describe, expect, it } from 'vitest';
// Astro's own rules, which its package does not export: read from the installed file, so that an
// upgrade that changes them fails here before the edge and Astro read an address differently.
import { validateForwardedHeaders } from '../../../../node_modules/astro/dist/core/app/validate-headers.js';
import {
	addressAsAstroSeesIt,
	believedForwarded,
} from '../../../../src/server/edge/forwarded-address';

const PROTOCOLS = [undefined, 'https', 'http', 'HTTPS', 'ftp', 'https, http', ''];
const HOSTS = [
	undefined,
	'www.kepuyue.cn',
	'www.kepuyue.cn:8443',
	'm.kepuyue.cn',
	'evil.example',
	'www.kepuyue.cn, evil.example',
	'evil.example/www.kepuyue.cn',
	'a:b:c',
	'',
];
const PORTS = [undefined, '443', '8443', 'x'];
const DOMAIN_LISTS: Partial<RemotePattern>[][] = [
	[],
	[{ hostname: 'www.kepuyue.cn', protocol: 'https' }],
	[{ hostname: 'www.kepuyue.cn' }],
	[{ hostname: '*.kepuyue.cn', protocol: 'https' }],
	[{ hostname: 'www.kepuyue.cn', protocol: 'https', port: '8443' }],
	[{ protocol: 'https' }],
	[{ hostname: 'www.kepuyue.cn', protocol: 'http' }, { hostname: 'm.kepuyue.cn' }],
];

const first = (value: string | undefined) => value?.split(',')[0]?.trim();

describe('believedForwarded', () => {
	it('believes of X-Forwarded-Proto, -Host and -Port exactly what Astro believes', () => {
		let cases = 0;
		for (const domains of DOMAIN_LISTS)
			for (const proto of PROTOCOLS)
				for (const host of HOSTS)
					for (const port of PORTS) {
						const headers = {
							'x-forwarded-proto': proto,
							'x-forwarded-host': host,
							'x-forwarded-port': port,
						};
						const astro = validateForwardedHeaders(first(proto), first(host), first(port), domains);
						expect(
							believedForwarded(headers, domains),
							JSON.stringify({ headers, domains }),
						).toEqual(astro);
						cases += 1;
					}
		expect(cases).toBe(7 * 7 * 9 * 4);
	});

	it('believes a proxy on the listed host and scheme, and nothing with no host listed', () => {
		const proxy = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.kepuyue.cn' };
		expect(believedForwarded(proxy, [])).toEqual({});
		expect(believedForwarded(proxy, [{ hostname: 'www.kepuyue.cn', protocol: 'https' }])).toEqual({
			protocol: 'https',
			host: 'www.kepuyue.cn',
		});
		expect(
			believedForwarded({ ...proxy, 'x-forwarded-host': 'evil.example' }, [
				{ hostname: 'www.kepuyue.cn', protocol: 'https' },
			]),
		).toEqual({ protocol: 'https' });
	});
});

describe('addressAsAstroSeesIt', () => {
	const socket = new URL('http://127.0.0.1:4321/list-page?sort=hot');
	const listed: Partial<RemotePattern>[] = [
		{ hostname: 'www.kepuyue.cn', protocol: 'https' },
		{ hostname: 'www.kepuyue.cn', protocol: 'https', port: '8443' },
	];

	it('is the socket address itself when nothing is believed', () => {
		expect(addressAsAstroSeesIt(socket, {}, listed)).toBe(socket);
		expect(addressAsAstroSeesIt(socket, { 'x-forwarded-proto': 'https' }, [])).toBe(socket);
		expect(addressAsAstroSeesIt(socket, { 'x-forwarded-host': 'evil.example' }, listed)).toBe(
			socket,
		);
	});

	it('puts what is believed over the socket address, as Astro does before any page runs', () => {
		const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.kepuyue.cn' };
		expect(addressAsAstroSeesIt(socket, proxied, listed).href).toBe(
			'https://www.kepuyue.cn/list-page?sort=hot',
		);
		expect(
			addressAsAstroSeesIt(
				socket,
				{ ...proxied, 'x-forwarded-host': 'www.kepuyue.cn:8443' },
				listed,
			).href,
		).toBe('https://www.kepuyue.cn:8443/list-page?sort=hot');
		expect(
			addressAsAstroSeesIt(socket, { ...proxied, 'x-forwarded-port': '8443' }, listed).href,
		).toBe('https://www.kepuyue.cn:8443/list-page?sort=hot');
		// The scheme alone is believed from a proxy that names another host: the Host header stays.
		expect(
			addressAsAstroSeesIt(socket, { ...proxied, 'x-forwarded-host': 'evil.example' }, listed).href,
		).toBe('https://127.0.0.1:4321/list-page?sort=hot');
		expect(socket.href).toBe('http://127.0.0.1:4321/list-page?sort=hot');
	});
});
