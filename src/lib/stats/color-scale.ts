/** Five steps of blue for counts above zero, light to dark, and a grey for none (map fills). */
export const STEP_COLORS = ['#cfe0fa', '#9dbdf0', '#6593e0', '#2f66c8', '#0d3a8c'] as const;
export const NONE_COLOR = '#eef1f5';

/** Upper bounds of the steps: equal fifths of the largest count, rounded up. */
export function stepBounds(max: number): number[] {
	return STEP_COLORS.map((_, index) =>
		Math.max(1, Math.ceil((max * (index + 1)) / STEP_COLORS.length)),
	);
}

export function colorFor(count: number, bounds: readonly number[]): string {
	if (count <= 0) return NONE_COLOR;
	const step = bounds.findIndex((bound) => count <= bound);
	return STEP_COLORS[step === -1 ? STEP_COLORS.length - 1 : step] ?? NONE_COLOR;
}
