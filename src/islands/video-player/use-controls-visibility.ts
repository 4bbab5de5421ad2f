import { useEffect, useRef, useState } from 'react';
import { CONTROLS_HIDE_MS, CONTROLS_LEAVE_HIDE_MS } from './player-constants';

/** The bar shows while pinned (paused, a menu open) and for 2.5 s after the mouse last moved. */
export function useControlsVisibility(pinned: boolean) {
	const [active, setActive] = useState(true);
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	const lastPoint = useRef({ x: Number.NaN, y: Number.NaN });
	const hideAfter = (ms: number) => {
		clearTimeout(timer.current);
		timer.current = setTimeout(() => setActive(false), ms);
	};
	// Playback starting (pinned turning false) starts the countdown even if the mouse never moves.
	// biome-ignore lint/correctness/useExhaustiveDependencies: hideAfter only touches refs and state setters.
	useEffect(() => {
		if (!pinned) hideAfter(CONTROLS_HIDE_MS);
		return () => clearTimeout(timer.current);
	}, [pinned]);
	return {
		visible: pinned || active,
		onPointerMove: (event: { clientX: number; clientY: number }) => {
			// Chromium sends moves without motion when the layout under a still cursor changes.
			const { x, y } = lastPoint.current;
			if (event.clientX === x && event.clientY === y) return;
			lastPoint.current = { x: event.clientX, y: event.clientY };
			setActive(true);
			hideAfter(CONTROLS_HIDE_MS);
		},
		onPointerLeave: () => hideAfter(CONTROLS_LEAVE_HIDE_MS),
	};
}
