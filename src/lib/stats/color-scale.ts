/** Five steps of blue for counts above zero, light to dark, and a grey for none (map fills). */
export const STEP_COLORS = ['#cfe0fa', '#9dbdf0', '#6593e0', '#2f66c8', '#0d3a8c'] as const;
export const NONE_COLOR = '#eef1f5';

export interface Step {
	color: string;
	from: number;
	to: number;
}

/**
 * Equal fifths of 1 to the largest count (0 is the grey of none), empty steps dropped. The scale
 * starts at the bottom, not at the smallest count: 10 and 11 of at most 12 share a shade or sit in
 * neighbouring ones, never at the two ends.
 */
export function colorSteps(counts: readonly number[]): Step[] {
	const positive = counts.filter((count) => count > 0);
	if (positive.length === 0) return [];
	const low = 1;
	const span = Math.max(...positive);
	const steps: Step[] = [];
	let from = low;
	STEP_COLORS.forEach((color, index) => {
		const to = low - 1 + Math.ceil((span * (index + 1)) / STEP_COLORS.length);
		if (to >= from) {
			steps.push({ color, from, to });
			from = to + 1;
		}
	});
	return steps;
}

export function colorFor(count: number, steps: readonly Step[]): string {
	if (count <= 0) return NONE_COLOR;
	return steps.find((step) => count <= step.to)?.color ?? steps.at(-1)?.color ?? NONE_COLOR;
}
