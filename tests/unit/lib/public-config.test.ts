import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_CONFIG, readPublicConfig } from '../../../src/lib/public-config';

describe('readPublicConfig', () => {
	it('uses the defaults when nothing is set', () => {
		expect(readPublicConfig(() => undefined)).toEqual(DEFAULT_PUBLIC_CONFIG);
	});

	it('reads each variable and trims the analytics server URL', () => {
		const env: Record<string, string> = {
			PUBLISH_CUTOFF: '2025-01-01 00:00:00',
			ADMIN_URL: 'https://admin.example/',
			ANALYTICS_SERVER_URL: 'https://sa.example//',
			ANALYTICS_SITE_ID: 'site-7',
			ANALYTICS_WWW_HOST: 'www.example.cn',
			SIGN_SECRET: 'k',
			CAMPAIGN_WINDOW: '2025-09-01/2025-09-30',
		};
		expect(readPublicConfig((key) => env[key])).toEqual({
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
		expect(readPublicConfig((key) => (key === 'ADMIN_URL' ? '  ' : undefined)).adminUrl).toBe(
			'/admin',
		);
	});
});
