import { SEEK_STEP_SECONDS, UNMUTE_FLOOR_VOLUME, VOLUME_STEP } from './player-constants';
import { clamp01 } from './player-options';

/** Volume after one ↑/↓ press: clamped to 0..1 and rounded to 2 decimals, so 0.3 + 0.1 × 6 is 0.9, not 0.8999. */
export function stepVolume(volume: number, direction: 1 | -1): number {
	const next = Math.round(clamp01(volume + direction * VOLUME_STEP) * 100) / 100;
	return next <= 0.001 ? 0 : next;
}

/** Volume to restore when unmuting: a silent player comes back at 5 %. */
export function unmuteVolume(volume: number): number {
	return volume <= 0.001 ? UNMUTE_FLOOR_VOLUME : volume;
}

export type VolumeIcon = 'mute' | 'low' | 'high';

export function pickVolumeIcon(volume: number, muted: boolean): VolumeIcon {
	if (muted || volume <= 0.001) return 'mute';
	return volume > 0.5 ? 'high' : 'low';
}

/** Earliest position ← goes to: just after the start, so the first frame shows, not the poster. */
const SEEK_BACK_FLOOR_S = 0.1;

/** Position after ←: 10 s back, never before 0.1 s. */
export function seekBackward(current: number): number {
	return Math.max(SEEK_BACK_FLOOR_S, current - SEEK_STEP_SECONDS);
}

/** Position after a short →: 10 s ahead, never past the end. */
export function seekForward(current: number, duration: number): number {
	const target = current + SEEK_STEP_SECONDS;
	return Number.isFinite(duration) ? Math.min(duration, target) : target;
}

/** Fraction buffered ahead of the playhead: the end of the range that holds it, not of the last range. */
export function bufferedFraction(
	ranges: { length: number; start(i: number): number; end(i: number): number },
	current: number,
	duration: number,
): number {
	if (!Number.isFinite(duration) || duration <= 0) return 0;
	for (let i = 0; i < ranges.length; i++) {
		if (ranges.start(i) <= current + 0.5 && current <= ranges.end(i)) {
			return clamp01(ranges.end(i) / duration);
		}
	}
	return clamp01(current / duration);
}

/** A rate with at least one decimal and x: "2.0x", "1.25x". */
export function formatRate(rate: number): string {
	return `${Number.isInteger(rate) ? rate.toFixed(1) : rate}x`;
}

/** The speed button label: 倍速 at 1.0, else the rate and x ("1.5x", "2.0x"). */
export function labelSpeed(rate: number): string {
	return rate === 1 ? '倍速' : formatRate(rate);
}

/** Left position of a menu opened at x inside a player of the given width (shifted near the right edge). */
export function placeContextMenu(
	x: number,
	y: number,
	box: { width: number; height: number },
	menu: { width: number; height: number },
): { left: number; top: number } {
	const left = box.width - x < menu.width ? Math.max(0, x - menu.width) : x;
	const top = box.height - y < menu.height ? Math.max(0, y - menu.height) : y;
	return { left, top };
}
