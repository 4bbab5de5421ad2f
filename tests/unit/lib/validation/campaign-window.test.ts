import { describe, expect, test } from 'vitest';
import { parseBusinessTime } from '../../../../src/lib/beijing-time';
import { activitySchemasFor } from '../../../../src/lib/validation/activity';
import {
	campaignWindowOf,
	DEFAULT_CAMPAIGN_WINDOW,
	describeCampaignWindow,
	parseCampaignWindow,
} from '../../../../src/lib/validation/campaign-window';
import { readServerConfig } from '../../../../src/server/config';

describe('parseCampaignWindow', () => {
	test('reads first and last day in Shanghai time, the last day included', () => {
		const window = parseCampaignWindow('2025-09-01/2025-09-30');
		expect(window).toEqual({
			start: parseBusinessTime('2025-09-01 00:00:00'),
			end: parseBusinessTime('2025-10-01 00:00:00'),
		});
		expect(describeCampaignWindow(window ?? DEFAULT_CAMPAIGN_WINDOW)).toBe(
			'2025-09-01 至 2025-09-30',
		);
	});

	test.each(['', '2025-09-01', '2025-09-30/2025-09-01', '2025-02-30/2025-03-01', 'a/b', '1/2/3'])(
		'refuses %j',
		(text) => {
			expect(parseCampaignWindow(text)).toBeNull();
		},
	);

	test('the default keeps 2025 to 2027', () => {
		expect(describeCampaignWindow(campaignWindowOf(undefined))).toBe('2025-01-01 至 2027-12-31');
	});
});

describe('activity schemas', () => {
	const body = (start: string, end: string) => ({
		title: '航天科普讲座',
		start_time: start,
		end_time: end,
		mode: 'online',
		province_code: '110000',
		online_url: 'https://live.example.cn/',
		organizer: '东城区科协',
		audiences: [1],
	});
	const { add } = activitySchemasFor(DEFAULT_CAMPAIGN_WINDOW);

	test.each([
		['9999-09-20 09:00:00', '9999-09-20 10:00:00', 'start_time'],
		['2001-09-20 09:00:00', '2001-09-20 10:00:00', 'start_time'],
		['2027-12-31 09:00:00', '2028-01-01 10:00:00', 'end_time'],
		['2024-12-31 23:59:59', '2025-01-01 10:00:00', 'start_time'],
	])('refuses %s to %s on %s', (start, end, field) => {
		const issue = add.safeParse(body(start, end)).error?.issues[0];
		expect(issue?.path).toEqual([field]);
		expect(issue?.message).toBe(
			`${field === 'start_time' ? '开始' : '结束'}时间应在活动期 2025-01-01 至 2027-12-31 之内`,
		);
	});

	test('takes both ends of the window', () => {
		expect(add.safeParse(body('2025-01-01 00:00:00', '2027-12-31 23:59:59')).success).toBe(true);
	});
});

describe('CAMPAIGN_WINDOW in the server configuration', () => {
	test('is read at start and refused when malformed', () => {
		expect(readServerConfig({}).campaignWindow).toEqual(DEFAULT_CAMPAIGN_WINDOW);
		expect(readServerConfig({ CAMPAIGN_WINDOW: '2025-09-01/2025-09-30' }).campaignWindow).toEqual(
			parseCampaignWindow('2025-09-01/2025-09-30'),
		);
		expect(() => readServerConfig({ CAMPAIGN_WINDOW: '2025-09-30/2025-09-01' })).toThrow(
			/CAMPAIGN_WINDOW/,
		);
	});
});
