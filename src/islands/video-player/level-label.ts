import type { QualityLevel } from './player-state';

/** "480P", or "480P 320k" when two levels share a height. */
export function labelLevel(levels: readonly QualityLevel[], index: number): string {
	const level = levels[index];
	if (!level) return '';
	const twins = levels.filter((l) => l.height === level.height).length > 1;
	return twins ? `${level.height}P ${Math.round(level.bitrate / 1000)}k` : `${level.height}P`;
}
