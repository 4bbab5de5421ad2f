import type { PlayerState } from './player-state';

export interface SeekCommands {
	seekTo(seconds: number): void;
	seekBy(seconds: number): void;
	/** The playhead, or where the first play will start before anything is loaded. */
	position(): number;
}

/**
 * Seeking on the element once it has metadata; before that (preload none) on the length read
 * from the playlist, handing the target to `seekBeforeLoad` as where the first play starts.
 */
export function createSeekCommands(
	video: () => HTMLVideoElement | null,
	state: () => PlayerState,
	seekBeforeLoad: (seconds: number) => void,
): SeekCommands {
	const unloaded = (v: HTMLVideoElement) => v.readyState < 1 && state().duration > 0;
	const position = () => {
		const v = video();
		if (!v) return 0;
		return unloaded(v) ? state().currentTime : v.currentTime;
	};
	const seekTo = (seconds: number) => {
		const v = video();
		if (!v) return;
		if (unloaded(v)) {
			seekBeforeLoad(Math.min(state().duration, Math.max(0, seconds)));
			return;
		}
		if (!Number.isFinite(v.duration)) return;
		v.currentTime = Math.min(v.duration, Math.max(0, seconds));
	};
	return { seekTo, seekBy: (seconds) => seekTo(position() + seconds), position };
}
