import type HlsType from 'hls.js';
import { type RefObject, useEffect, useRef } from 'react';
import { attachHls, type HlsHandlers } from './attach-hls';
import { isHlsSource } from './hls-source';
import { loadHls } from './load-hls';
import type { PlayerAction } from './player-reducer';
import { addSidecarTracks, SIDECAR_ATTRIBUTE } from './sidecar-tracks';
import { TOUCH_QUERY } from './use-capabilities';

export interface EngineInput {
	src: string;
	type: string;
	/** False until the player nears the viewport: nothing is fetched before that. */
	active: boolean;
	autoPlay: boolean;
	/** Bumped by 重试 to rebuild the engine. */
	attempt: number;
	/** Where to resume after a retry (the start offset option on the first attempt). */
	startAt: () => number;
	/** True when playback must start once loaded (autoplay, 重试): load as with preload auto. */
	playOnLoad: () => boolean;
	dispatch: (action: PlayerAction) => void;
	onFatal: () => void;
}

function chooseBeforePlay(preload: string, playOnLoad: boolean): HlsHandlers['beforePlay'] {
	if (playOnLoad || preload === 'auto' || preload === '') return 'load';
	if (preload === 'metadata' || window.matchMedia(TOUCH_QUERY).matches) return 'preview';
	return 'manifest';
}

/**
 * Loads the source into the video: native for MP4 and for HLS where hls.js is unsupported (iOS),
 * hls.js (imported on demand) wherever Hls.isSupported(). One hls.js instance per source and
 * attempt, destroyed on change and unmount. Returns the live instance for the quality and track menus.
 */
export function useMediaEngine(
	videoRef: RefObject<HTMLVideoElement | null>,
	input: EngineInput,
): RefObject<HlsType | null> {
	const hlsRef = useRef<HlsType | null>(null);
	const latest = useRef(input);
	latest.current = input;
	const { src, type, active, attempt } = input;

	// biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (重试) rebuilds the engine.
	useEffect(() => {
		const video = videoRef.current;
		if (!video || !active) return;
		const { dispatch, startAt, playOnLoad } = latest.current;
		let cancelled = false;
		dispatch({ type: 'source-changed', autoPlay: latest.current.autoPlay });
		const playNatively = () => {
			video.src = src;
			const start = startAt();
			if (start > 0) video.currentTime = start;
		};
		if (!isHlsSource(src, type)) {
			playNatively();
		} else {
			loadHls(src).then(
				({ Hls, sidecars }) => {
					if (cancelled) return;
					if (Hls.isSupported()) {
						hlsRef.current = attachHls(Hls, video, src, startAt(), {
							dispatch,
							startAt,
							beforePlay: chooseBeforePlay(video.preload, playOnLoad()),
							onFatal: () => latest.current.onFatal(),
						});
						addSidecarTracks(video, sidecars, dispatch);
					} else if (video.canPlayType('application/vnd.apple.mpegurl')) {
						playNatively();
					} else {
						latest.current.onFatal();
					}
				},
				() => {
					if (!cancelled) latest.current.onFatal();
				},
			);
		}
		return () => {
			cancelled = true;
			hlsRef.current?.destroy();
			hlsRef.current = null;
			for (const track of video.querySelectorAll(`track[${SIDECAR_ATTRIBUTE}]`)) track.remove();
			video.removeAttribute('src');
			video.load();
		};
	}, [videoRef, src, type, active, attempt]);

	return hlsRef;
}
