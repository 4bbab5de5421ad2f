import { BEIJING_OFFSET_MS } from '../../../lib/beijing-time';

/** The campaign year a moment falls in, by the Beijing calendar. */
export function campaignYearOf(moment: Date | number): number {
	return new Date(Number(moment) + BEIJING_OFFSET_MS).getUTCFullYear();
}

/** The first and the following year's first moment of a Beijing calendar year. */
export function yearBounds(year: number): { from: Date; to: Date } {
	return {
		from: new Date(Date.UTC(year, 0, 1) - BEIJING_OFFSET_MS),
		to: new Date(Date.UTC(year + 1, 0, 1) - BEIJING_OFFSET_MS),
	};
}
