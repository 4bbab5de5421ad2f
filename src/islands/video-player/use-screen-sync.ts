import { type RefObject, useEffect } from 'react';
import type { PlayerAction } from './player-reducer';

/**
 * Keeps full-screen and PiP flags true to the browser (Esc exits full screen behind our back), and
 * locks page scrolling while web full-screen is on.
 */
export function useScreenSync(
	wrapRef: RefObject<HTMLElement | null>,
	videoRef: RefObject<HTMLVideoElement | null>,
	webFullScreen: boolean,
	dispatch: (action: PlayerAction) => void,
) {
	useEffect(() => {
		const wrap = wrapRef.current;
		const video = videoRef.current;
		if (!wrap || !video) return;
		const onFullscreen = () =>
			dispatch({ type: 'fullscreen', on: document.fullscreenElement === wrap });
		const onEnterPip = () => dispatch({ type: 'pip', on: true });
		const onLeavePip = () => dispatch({ type: 'pip', on: false });
		document.addEventListener('fullscreenchange', onFullscreen);
		video.addEventListener('enterpictureinpicture', onEnterPip);
		video.addEventListener('leavepictureinpicture', onLeavePip);
		return () => {
			document.removeEventListener('fullscreenchange', onFullscreen);
			video.removeEventListener('enterpictureinpicture', onEnterPip);
			video.removeEventListener('leavepictureinpicture', onLeavePip);
		};
	}, [wrapRef, videoRef, dispatch]);

	useEffect(() => {
		if (!webFullScreen) return;
		const root = document.documentElement;
		const previous = root.style.overflow;
		root.style.overflow = 'hidden';
		return () => {
			root.style.overflow = previous;
		};
	}, [webFullScreen]);
}
