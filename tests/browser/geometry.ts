import { expect } from 'vitest';

/** Fails unless `inner` lies wholly inside `outer`. */
export function expectInside(
	inner: { left: number; top: number; right: number; bottom: number },
	outer: DOMRect,
) {
	expect(inner.left).toBeGreaterThanOrEqual(outer.left);
	expect(inner.top).toBeGreaterThanOrEqual(outer.top);
	expect(inner.right).toBeLessThanOrEqual(outer.right);
	expect(inner.bottom).toBeLessThanOrEqual(outer.bottom);
}
