import { type SyntheticEvent, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { createMediaHandlers } from './media-events';
import { bufferedFraction } from './media-math';
import { STALL_TIMEOUT_MS } from './player-constants';
import type { PlayerOptions } from './player-options';
import { playerReducer } from './player-reducer';
import { createPlayerState } from './player-state';
import { useMediaEngine } from './use-media-engine';
import { useNearViewport } from './use-near-viewport';
import { usePlayerCommands } from './use-player-commands';

/** State, engine and commands of one player instance; every ref is per instance. */
export function usePlayer(options: PlayerOptions) {
	const [state, dispatch] = useReducer(playerReducer, options, createPlayerState);
	const videoRef = useRef<HTMLVideoElement>(null);
	const wrapRef = useRef<HTMLElement>(null);
	const stateRef = useRef(state);
	stateRef.current = state;
	const [attempt, setAttempt] = useState(0);
	const resume = useRef({ at: options.currentTime, play: options.autoPlay });
	const near = useNearViewport(wrapRef);

	const retry = () => {
		resume.current = {
			at: videoRef.current?.currentTime || stateRef.current.currentTime,
			play: true,
		};
		setAttempt((n) => n + 1);
	};
	const hlsRef = useMediaEngine(videoRef, {
		src: options.src,
		type: options.type,
		active: near,
		autoPlay: options.autoPlay,
		attempt,
		startAt: () => resume.current.at,
		playOnLoad: () => resume.current.play,
		dispatch,
		// What is buffered would play on under 请求错误: stop where the stream broke instead.
		onFatal: () => {
			videoRef.current?.pause();
			dispatch({ type: 'failed' });
		},
	});
	const seekBeforeLoad = (at: number) => {
		resume.current.at = at;
		dispatch({ type: 'pending-seek', at });
	};
	const commands = usePlayerCommands({
		videoRef,
		wrapRef,
		hlsRef,
		stateRef,
		dispatch,
		retry,
		seekBeforeLoad,
	});

	// The browser's own stalled event fires on any pause in downloading; a real stall is buffering that lasts.
	// biome-ignore lint/correctness/useExhaustiveDependencies: progress (a new currentTime) restarts the countdown.
	useEffect(() => {
		if (state.loading !== 'waiting') return;
		const timer = setTimeout(() => dispatch({ type: 'failed' }), STALL_TIMEOUT_MS);
		return () => clearTimeout(timer);
	}, [state.loading, state.currentTime]);

	useEffect(() => {
		const video = videoRef.current;
		if (!video) return;
		video.volume = options.volume;
		video.muted = options.muted || options.autoPlay;
	}, [options.volume, options.muted, options.autoPlay]);

	// biome-ignore lint/correctness/useExhaustiveDependencies: a new source starts at the start offset again.
	useEffect(() => {
		resume.current = { at: options.currentTime, play: options.autoPlay };
	}, [options.src, options.currentTime, options.autoPlay]);

	const handlers = useMemo(() => {
		const syncTime = (event: SyntheticEvent<HTMLVideoElement>) => {
			const v = event.currentTarget;
			const duration = Number.isFinite(v.duration) || v.duration === Infinity ? v.duration : 0;
			dispatch({
				type: 'time',
				currentTime: v.currentTime,
				duration,
				buffered: bufferedFraction(v.buffered, v.currentTime, v.duration),
			});
		};
		return {
			...createMediaHandlers((event, video) => {
				dispatch({ type: 'media', event });
				if (event === 'canplay' && resume.current.play) {
					resume.current.play = false;
					void video.play().catch(() => dispatch({ type: 'play-rejected', blocked: true }));
				}
			}),
			onLoadedMetadata: (event: SyntheticEvent<HTMLVideoElement>) => {
				const { at } = resume.current;
				if (at > 0 && event.currentTarget.currentTime < 0.1) event.currentTarget.currentTime = at;
				resume.current.at = 0;
				syncTime(event);
			},
			onTimeUpdate: syncTime,
			onDurationChange: syncTime,
			onProgress: syncTime,
			onVolumeChange: (event: SyntheticEvent<HTMLVideoElement>) => {
				const { volume, muted } = event.currentTarget;
				dispatch({ type: 'volume', volume, muted });
			},
		};
	}, []);

	return { state, dispatch, commands, videoRef, wrapRef, handlers };
}
