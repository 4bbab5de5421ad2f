import { describe, expect, test } from 'vitest';
import {
	parseTrustedProxies,
	resolveClientAddress,
	socketAddressOf,
	toAddressGroup,
} from '../../../../src/server/api/client-address';
import { readServerConfig } from '../../../../src/server/config';

const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('resolveClientAddress', () => {
	test('by default the socket peer is the client, whatever X-Forwarded-For says', () => {
		const trusted = parseTrustedProxies(undefined);
		expect(resolveClientAddress(forwarded('1.1.1.1'), '203.0.113.9', trusted)).toBe('203.0.113.9');
		expect(resolveClientAddress(new Headers(), '::ffff:203.0.113.9', trusted)).toBe('203.0.113.9');
	});

	test('a hop count takes the address the last trusted proxy appended, not a forged first value', () => {
		const oneProxy = parseTrustedProxies('1');
		// The client forged 6.6.6.6; the proxy appended the address it was reached from.
		expect(resolveClientAddress(forwarded('6.6.6.6, 198.51.100.7'), '10.0.0.2', oneProxy)).toBe(
			'198.51.100.7',
		);
		expect(
			resolveClientAddress(
				forwarded('6.6.6.6, 198.51.100.7, 10.0.0.3'),
				'10.0.0.2',
				parseTrustedProxies('2'),
			),
		).toBe('198.51.100.7');
		// Reached directly, without the header: the socket peer.
		expect(resolveClientAddress(new Headers(), '198.51.100.8', oneProxy)).toBe('198.51.100.8');
	});

	test('a proxy list skips listed addresses from the right', () => {
		const proxies = parseTrustedProxies('10.0.0.0/8, 2001:db8::1');
		expect(
			resolveClientAddress(forwarded('6.6.6.6, 198.51.100.7, 10.1.2.3'), '2001:db8::1', proxies),
		).toBe('198.51.100.7');
		// Not from a listed proxy: its X-Forwarded-For is not believed at all.
		expect(resolveClientAddress(forwarded('6.6.6.6'), '198.51.100.9', proxies)).toBe(
			'198.51.100.9',
		);
	});

	test('refuses a malformed TRUSTED_PROXIES naming the variable', () => {
		expect(() => readServerConfig({ TRUSTED_PROXIES: 'proxy.local' })).toThrow('TRUSTED_PROXIES');
		expect(() => readServerConfig({ TRUSTED_PROXIES: '10.0.0.0/40' })).toThrow('TRUSTED_PROXIES');
	});
});

describe('toAddressGroup', () => {
	test('keeps IPv4 addresses and groups IPv6 addresses by their /64 network', () => {
		expect(toAddressGroup('203.0.113.9')).toBe('203.0.113.9');
		expect(toAddressGroup('::ffff:203.0.113.9')).toBe('203.0.113.9');
		expect(toAddressGroup('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
		expect(toAddressGroup('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
		expect(toAddressGroup('2001:db8::5')).toBe('2001:db8:0:0::/64');
		expect(toAddressGroup('a::b:c:d:1.2.3.4')).toBe('a:0:0:b::/64');
	});
});

describe('socketAddressOf', () => {
	const flag = Symbol.for('kpy.socketAddressHeader');
	const headers = new Headers({
		'x-kpy-socket-address': '10.0.0.2',
		'x-forwarded-for': '6.6.6.6',
	});

	test('believes the socket header only when serve.mjs, which overwrites it, runs the app', () => {
		// Without serve.mjs a client could send the header itself: Astro's clientAddress stands.
		expect(socketAddressOf(headers, '6.6.6.6')).toBe('6.6.6.6');
		Reflect.set(globalThis, flag, 'x-kpy-socket-address');
		try {
			// Astro answered the forged first X-Forwarded-For value (allowedDomains set).
			expect(socketAddressOf(headers, '6.6.6.6')).toBe('10.0.0.2');
			expect(socketAddressOf(new Headers(), '198.51.100.1')).toBe('198.51.100.1');
		} finally {
			Reflect.deleteProperty(globalThis, flag);
		}
	});
});

describe('ANALYTICS_RETENTION_DAYS', () => {
	test('defaults to 30 days and refuses anything but a positive whole number', () => {
		expect(readServerConfig({}).analyticsRetentionDays).toBe(30);
		expect(readServerConfig({ ANALYTICS_RETENTION_DAYS: '7' }).analyticsRetentionDays).toBe(7);
		expect(() => readServerConfig({ ANALYTICS_RETENTION_DAYS: '0' })).toThrow(
			'ANALYTICS_RETENTION_DAYS',
		);
		expect(() => readServerConfig({ ANALYTICS_RETENTION_DAYS: '1.5' })).toThrow(
			'ANALYTICS_RETENTION_DAYS',
		);
	});
});
