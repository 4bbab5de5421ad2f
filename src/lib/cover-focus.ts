/**
 * The cover's focal point as CSS `object-position` text, `"x% y%"` with whole percents 0–100, so cropped
 * covers keep the chosen spot in view. `null` means the centre.
 */
export interface CoverFocus {
	x: number;
	y: number;
}

const COVER_FOCUS_PATTERN = /^(\d{1,3})% (\d{1,3})%$/;
export const CENTRE_FOCUS: CoverFocus = { x: 50, y: 50 };

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

export function parseCoverFocus(text: string | null | undefined): CoverFocus | null {
	const match = COVER_FOCUS_PATTERN.exec(text ?? '');
	if (!match) return null;
	const x = Number(match[1]);
	const y = Number(match[2]);
	return x <= 100 && y <= 100 ? { x, y } : null;
}

export function formatCoverFocus(focus: CoverFocus): string {
	return `${clampPercent(focus.x)}% ${clampPercent(focus.y)}%`;
}

/** The inline style for a cover image; undefined (no attribute) when no focus was set. */
export function coverFocusStyle(text: string | null | undefined): string | undefined {
	const focus = parseCoverFocus(text);
	return focus ? `object-position: ${formatCoverFocus(focus)}` : undefined;
}

/** A point from a click at (offsetX, offsetY) inside a box of the given size. */
export function focusFromPoint(
	offset: { x: number; y: number },
	box: { width: number; height: number },
): CoverFocus {
	return {
		x: clampPercent((offset.x / Math.max(1, box.width)) * 100),
		y: clampPercent((offset.y / Math.max(1, box.height)) * 100),
	};
}

const ARROW_STEPS: Record<string, CoverFocus> = {
	ArrowLeft: { x: -1, y: 0 },
	ArrowRight: { x: 1, y: 0 },
	ArrowUp: { x: 0, y: -1 },
	ArrowDown: { x: 0, y: 1 },
};

/** Moves the point by 1 % per arrow key (10 % with Shift); null for keys that do not move it. */
export function moveCoverFocus(
	focus: CoverFocus | null,
	key: string,
	large: boolean,
): CoverFocus | null {
	const step = ARROW_STEPS[key];
	if (!step) return null;
	const from = focus ?? CENTRE_FOCUS;
	const size = large ? 10 : 1;
	return { x: clampPercent(from.x + step.x * size), y: clampPercent(from.y + step.y * size) };
}
