import { describe, expect, it } from 'vitest';
import {
	analyticsProject,
	analyticsServerUrl,
	pageViewEventFor,
	platTypeFor,
	sdkSettings,
} from '../../../src/lib/analytics-config';

describe('analytics settings', () => {
	it('names the page view KpyPageView on desktop and KpyAppPageView on mobile', () => {
		expect(pageViewEventFor('desktop')).toBe('KpyPageView');
		expect(pageViewEventFor('mobile')).toBe('KpyAppPageView');
	});

	it('tags the platform PCWeb, MobileWeb or app', () => {
		expect(platTypeFor('desktop', false)).toBe('PCWeb');
		expect(platTypeFor('mobile', false)).toBe('MobileWeb');
		expect(platTypeFor('mobile', true)).toBe('app');
	});

	it('sends to project=production only on the public www host', () => {
		expect(analyticsProject('www.kepuyue.cn', 'www.kepuyue.cn')).toBe('production');
		expect(analyticsProject('staging.kepuyue.cn', 'www.kepuyue.cn')).toBe('default');
		expect(analyticsProject('localhost:4321', '')).toBe('default');
	});

	it('builds {server}/sa?project=… and falls back to the page origin', () => {
		const page = { origin: 'http://localhost:4321', host: 'localhost:4321' };
		expect(analyticsServerUrl('', page, 'www.kepuyue.cn')).toBe(
			'http://localhost:4321/sa?project=default',
		);
		const www = { origin: 'https://www.kepuyue.cn', host: 'www.kepuyue.cn' };
		expect(analyticsServerUrl('https://sa.example.cn/', www, 'www.kepuyue.cn')).toBe(
			'https://sa.example.cn/sa?project=production',
		);
	});

	it('turns on logging, client time and beacons, collects clicks on div/span/img but no scroll map', () => {
		const settings = sdkSettings(
			'u',
			() => undefined,
			() => '/a',
		);
		expect(settings).toMatchObject({
			show_log: true,
			use_client_time: true,
			send_type: 'beacon',
			heatmap: {
				clickmap: 'default',
				scroll_notice_map: 'not_collect',
				collect_tags: { div: true, span: true, img: true },
			},
		});
	});

	it('answers single-page route changes with our own page view instead of $pageview', () => {
		let sent = 0;
		let address = '/user-center';
		const settings = sdkSettings(
			'u',
			() => {
				sent += 1;
			},
			() => address,
		);
		expect(settings.is_track_single_page()).toBe(false);
		expect(sent).toBe(0);
		address = '/user-center?tab=2';
		expect(settings.is_track_single_page()).toBe(false);
		expect(settings.is_track_single_page()).toBe(false);
		expect(sent).toBe(1);
	});

	it('never lets a failing page view break the history call that asked', () => {
		let address = '/a';
		const settings = sdkSettings(
			'u',
			() => {
				throw new Error('beacon');
			},
			() => address,
		);
		address = '/b';
		expect(settings.is_track_single_page()).toBe(false);
	});
});
