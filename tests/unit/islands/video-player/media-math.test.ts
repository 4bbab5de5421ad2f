import { describe, expect, it } from 'vitest';
import {
	DEFAULT_COLOUR_FILTER,
	displayColourValue,
	toCssFilter,
} from '../../../../src/islands/video-player/colour-filter';
import { formatClock, speakProgress } from '../../../../src/islands/video-player/format-time';
import {
	bufferedFraction,
	formatRate,
	labelSpeed,
	pickVolumeIcon,
	placeContextMenu,
	seekBackward,
	seekForward,
	stepVolume,
	unmuteVolume,
} from '../../../../src/islands/video-player/media-math';

describe('player arithmetic', () => {
	it('steps volume by 0.1 without float drift (0.3 up to 1 reads 40…100, never 89 or 99)', () => {
		const seen: number[] = [];
		let v = 0.3;
		for (let i = 0; i < 8; i++) {
			v = stepVolume(v, 1);
			seen.push(Math.round(v * 100));
		}
		expect(seen).toEqual([40, 50, 60, 70, 80, 90, 100, 100]);
	});

	it('steps volume down to exactly 0 and shows the mute icon there', () => {
		let v = 1;
		for (let i = 0; i < 10; i++) v = stepVolume(v, -1);
		expect(v).toBe(0);
		expect(pickVolumeIcon(v, false)).toBe('mute');
		expect(pickVolumeIcon(0.5, false)).toBe('low');
		expect(pickVolumeIcon(0.6, false)).toBe('high');
		expect(pickVolumeIcon(0.6, true)).toBe('mute');
	});

	it('unmutes a silent player at 5 %', () => {
		expect(unmuteVolume(0)).toBe(0.05);
		expect(unmuteVolume(0.4)).toBe(0.4);
	});

	it('seeks back 10 s clamped at the start and forward 10 s clamped at the end', () => {
		expect(seekBackward(25)).toBe(15);
		expect(seekBackward(4)).toBe(0.1);
		expect(seekBackward(10.05)).toBe(0.1);
		expect(seekForward(3, 8)).toBe(8);
		expect(seekForward(3, 60)).toBe(13);
	});

	it('labels the speed 倍速 at 1.0 and rate plus x otherwise', () => {
		expect(labelSpeed(1)).toBe('倍速');
		expect(labelSpeed(1.5)).toBe('1.5x');
		expect(labelSpeed(2)).toBe('2.0x');
		expect(labelSpeed(1.25)).toBe('1.25x');
		expect(formatRate(1)).toBe('1.0x');
		expect(formatRate(0.5)).toBe('0.5x');
	});

	it('shifts the context menu left within 130 px of the right edge and up near the bottom', () => {
		const box = { width: 800, height: 450 };
		const menu = { width: 130, height: 160 };
		expect(placeContextMenu(100, 100, box, menu)).toEqual({ left: 100, top: 100 });
		expect(placeContextMenu(750, 100, box, menu)).toEqual({ left: 620, top: 100 });
		expect(placeContextMenu(100, 400, box, menu)).toEqual({ left: 100, top: 240 });
	});

	it('measures the buffered range holding the playhead, not the last range', () => {
		const ranges = {
			length: 2,
			start: (i: number) => [0, 6][i] ?? 0,
			end: (i: number) => [2, 8][i] ?? 0,
		};
		expect(bufferedFraction(ranges, 1, 8)).toBe(0.25);
	});

	it('shows colour values ×255 and applies them ×2.55, neutral at the default', () => {
		expect(displayColourValue(0.392)).toBe(100);
		expect(toCssFilter(DEFAULT_COLOUR_FILTER)).toBe(
			'saturate(1.00) brightness(1.00) contrast(1.00)',
		);
		expect(toCssFilter({ saturate: 1, brightness: 0, contrast: 0.5 })).toBe(
			'saturate(2.55) brightness(0.00) contrast(1.27)',
		);
	});

	it('prints HH:MM:SS and speaks the time with its total', () => {
		expect(formatClock(3725.9)).toBe('01:02:05');
		expect(formatClock(Number.NaN)).toBe('00:00:00');
		expect(speakProgress(65, 200)).toBe('1分05秒，共3分20秒');
	});
});
