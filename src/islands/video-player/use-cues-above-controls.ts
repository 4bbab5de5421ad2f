import { type RefObject, useEffect } from 'react';

/** The height our control bar takes at the bottom of the picture, with a little air. */
const CONTROL_BAR_CLEARANCE_PX = 60;

/**
 * Under our controls, subtitle cues end above the control bar instead of under it (the browser
 * lifts them only above its own controls): each cue is placed by percentage from the top, its
 * bottom edge the bar's height above the picture's bottom, recomputed as cues change.
 */
export function useCuesAboveControls(
	videoRef: RefObject<HTMLVideoElement | null>,
	enabled: boolean,
) {
	useEffect(() => {
		const video = videoRef.current;
		if (!video || !enabled) return;
		const placed = new WeakSet<VTTCue>();
		const lift = (track: TextTrack) => {
			const height = video.clientHeight;
			if (!track.cues || height <= 0) return;
			const line = Math.max(0, 100 - (CONTROL_BAR_CLEARANCE_PX / height) * 100);
			for (const cue of track.cues) {
				// Cues the track places itself keep their place.
				if (!(cue instanceof VTTCue) || (cue.line !== 'auto' && !placed.has(cue))) continue;
				placed.add(cue);
				cue.snapToLines = false;
				cue.line = line;
				cue.lineAlign = 'end';
			}
		};
		const watched = new Map<TextTrack, () => void>();
		const watch = () => {
			for (const track of video.textTracks) {
				if (watched.has(track)) continue;
				const onCueChange = () => lift(track);
				track.addEventListener('cuechange', onCueChange);
				watched.set(track, onCueChange);
			}
		};
		watch();
		video.textTracks.addEventListener('addtrack', watch);
		return () => {
			video.textTracks.removeEventListener('addtrack', watch);
			for (const [track, onCueChange] of watched)
				track.removeEventListener('cuechange', onCueChange);
		};
	}, [videoRef, enabled]);
}
