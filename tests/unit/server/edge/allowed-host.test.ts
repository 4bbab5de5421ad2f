import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../../src/server/config';
import { isAllowedHost } from '../../../../src/server/edge/allowed-host';

describe('PUBLIC_ORIGIN', () => {
	it('defaults to http://{HOST}:{PORT}, with localhost for a wildcard address', () => {
		expect(readServerConfig({ PORT: '4630', HOST: 'localhost' }).publicOrigin).toBe(
			'http://localhost:4630',
		);
		expect(readServerConfig({ PORT: '8080', HOST: '0.0.0.0' }).publicOrigin).toBe(
			'http://localhost:8080',
		);
		expect(readServerConfig({}).publicOrigin).toBe('http://localhost:4321');
	});

	it('keeps only the origin of a configured address and refuses what is not http(s)', () => {
		const config = readServerConfig({ PUBLIC_ORIGIN: 'https://www.kepuyue.cn/some/path' });
		expect(config.publicOrigin).toBe('https://www.kepuyue.cn');
		expect(() => readServerConfig({ PUBLIC_ORIGIN: 'www.kepuyue.cn' })).toThrow(/PUBLIC_ORIGIN/);
		expect(() => readServerConfig({ PUBLIC_ORIGIN: 'ftp://kepuyue.cn' })).toThrow(/PUBLIC_ORIGIN/);
	});
});

describe('isAllowedHost', () => {
	const site = { publicOrigin: 'https://www.kepuyue.cn', port: 8080 };
	const local = { publicOrigin: 'http://localhost:4630', port: 4630 };

	it('allows the public host, with or without its default port', () => {
		expect(isAllowedHost('www.kepuyue.cn', site)).toBe(true);
		expect(isAllowedHost('WWW.KEPUYUE.CN', site)).toBe(true);
		expect(isAllowedHost('www.kepuyue.cn:443', site)).toBe(true);
		expect(isAllowedHost('www.kepuyue.cn:8443', site)).toBe(false);
	});

	it('allows this machine by name or address on the listening port only', () => {
		for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080'])
			expect(isAllowedHost(host, site), host).toBe(true);
		expect(isAllowedHost('localhost:9999', site)).toBe(false);
		expect(isAllowedHost('127.0.0.1:4630', local)).toBe(true);
		expect(isAllowedHost('localhost:4630', local)).toBe(true);
	});

	it('refuses any other host', () => {
		for (const host of ['evil.example', 'evil.example:4630', 'kepuyue.cn', '', 'a@localhost:4630'])
			expect(isAllowedHost(host, local), host).toBe(false);
		expect(isAllowedHost('www.kepuyue.cn.evil.example', site)).toBe(false);
	});

	it('refuses our own host followed by credentials, a path, a query or a fragment', () => {
		for (const host of [
			'localhost:4630/detail-page?id=5#',
			'localhost:4630?id=5',
			'localhost:4630#x',
			'localhost:4630@evil.example',
			'user@localhost:4630',
		])
			expect(isAllowedHost(host, local), host).toBe(false);
	});
});
