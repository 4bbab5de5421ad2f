import { describe, expect, it } from 'vitest';
import {
	describeOffset,
	icsTriggerBefore,
	parseReminderOffsets,
} from '../../../src/lib/reminder-offsets';
import { readServerConfig } from '../../../src/server/config';

describe('REMINDER_OFFSETS', () => {
	it('reads durations in d, h, m and s as seconds, largest first, without repeats', () => {
		expect(parseReminderOffsets('24h,1h')).toEqual([86_400, 3_600]);
		expect(parseReminderOffsets(' 1h , 2d, 90s, 60m ')).toEqual([172_800, 3_600, 90]);
		expect(parseReminderOffsets('none')).toEqual([]);
	});

	it('refuses what is not a duration, zero and more than 30 days', () => {
		for (const bad of ['', '24', '1h,', 'h1', '-1h', '0s', '31d', '1.5h', '1w']) {
			expect(parseReminderOffsets(bad)).toBeNull();
		}
	});

	it('defaults to 24 hours and 1 hour, and stops the server on a bad value with the rule', () => {
		expect(readServerConfig({}).reminderOffsets).toEqual([86_400, 3_600]);
		expect(readServerConfig({ REMINDER_OFFSETS: '30m' }).reminderOffsets).toEqual([1_800]);
		expect(() => readServerConfig({ REMINDER_OFFSETS: 'soon' })).toThrow(/REMINDER_OFFSETS 应为/);
	});

	it('says the offset in Chinese and as an RFC 5545 duration before the start', () => {
		expect(describeOffset(86_400)).toBe('24 小时');
		expect(describeOffset(172_800)).toBe('2 天');
		expect(describeOffset(1_800)).toBe('30 分钟');
		expect(describeOffset(45)).toBe('45 秒');
		expect(icsTriggerBefore(86_400)).toBe('-P1D');
		expect(icsTriggerBefore(3_600)).toBe('-PT1H');
		expect(icsTriggerBefore(5_400)).toBe('-PT1H30M');
		expect(icsTriggerBefore(90_061)).toBe('-P1DT1H1M1S');
	});
});
