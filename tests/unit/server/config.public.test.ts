import { describe, expect, it } from 'vitest';
import { readServerConfig, toPublicConfig } from '../../../src/server/config';

describe('toPublicConfig', () => {
	it('hands the browser the server defaults when nothing is set', () => {
		expect(toPublicConfig(readServerConfig({}))).toEqual({
			publishCutoff: '2026-09-30 23:59:59',
			adminUrl: '/admin',
			analyticsServerUrl: '',
			analyticsSiteId: '',
			wwwHost: 'www.kepuyue.cn',
			signSecret: '',
			campaignWindow: '2025-01-01/2027-12-31',
		});
	});

	it('reads each variable and trims the analytics server URL', () => {
		const config = readServerConfig({
			PUBLISH_CUTOFF: '2025-01-01 00:00:00',
			ADMIN_URL: 'https://admin.example/',
			ANALYTICS_SERVER_URL: 'https://sa.example//',
			ANALYTICS_SITE_ID: 'site-7',
			ANALYTICS_WWW_HOST: 'www.example.cn',
			SIGN_SECRET: 'k',
			CAMPAIGN_WINDOW: '2025-09-01/2025-09-30',
		});
		expect(toPublicConfig(config)).toEqual({
			publishCutoff: '2025-01-01 00:00:00',
			adminUrl: 'https://admin.example/',
			analyticsServerUrl: 'https://sa.example',
			analyticsSiteId: 'site-7',
			wwwHost: 'www.example.cn',
			signSecret: 'k',
			campaignWindow: '2025-09-01/2025-09-30',
		});
	});

	it('treats blank variables as unset', () => {
		expect(readServerConfig({ ADMIN_URL: '  ' }).adminUrl).toBe('/admin');
	});
});
