import type HlsType from 'hls.js';
import { type RefObject, useMemo, useRef } from 'react';
import { unmuteVolume } from './media-math';
import { FAST_RATE, PLAY_REJECT_ERROR_DELAY_MS, VOLUME_POPUP_MS } from './player-constants';
import type { PlayerAction, Switch } from './player-reducer';
import type { PlayerState } from './player-state';
import { createSeekCommands, type SeekCommands } from './seek-commands';
import { showSidecarTrack } from './sidecar-tracks';

export interface PlayerCommands extends SeekCommands {
	play(): void;
	togglePlay(): void;
	setVolume(volume: number, popup?: boolean): void;
	toggleMute(): void;
	setRate(rate: number): void;
	startFast(): void;
	stopFast(): void;
	setSwitch(name: Switch, on: boolean): void;
	toggleFullScreen(): void;
	exitFullScreen(): void;
	togglePip(): void;
	setLevel(index: number): void;
	setAudioTrack(index: number): void;
	setSubtitleTrack(index: number): void;
}

interface CommandDeps {
	videoRef: RefObject<HTMLVideoElement | null>;
	wrapRef: RefObject<HTMLElement | null>;
	hlsRef: RefObject<HlsType | null>;
	stateRef: RefObject<PlayerState>;
	dispatch: (action: PlayerAction) => void;
	/** 重试 after 请求错误: rebuild the engine and resume. */
	retry: () => void;
	/** A seek before the element has loaded anything: remembered as where to start. */
	seekBeforeLoad: (seconds: number) => void;
}

/** The imperative edge: every user intent becomes a call on the video element or hls.js. */
export function usePlayerCommands(deps: CommandDeps): PlayerCommands {
	const depsRef = useRef(deps);
	depsRef.current = deps;
	const popupTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

	return useMemo(() => {
		const video = () => depsRef.current.videoRef.current;
		const state = () => depsRef.current.stateRef.current;
		const dispatch = (action: PlayerAction) => depsRef.current.dispatch(action);

		const play = () => {
			const v = video();
			if (!v) return;
			if (state().loading === 'error') {
				depsRef.current.retry();
				return;
			}
			v.play().catch((error: unknown) => {
				const name = error instanceof DOMException ? error.name : '';
				if (name === 'AbortError') return;
				const blocked = name === 'NotAllowedError';
				dispatch({ type: 'play-rejected', blocked });
				if (!blocked) setTimeout(() => dispatch({ type: 'failed' }), PLAY_REJECT_ERROR_DELAY_MS);
			});
		};
		const seek = createSeekCommands(video, state, (at) => depsRef.current.seekBeforeLoad(at));
		const wrap = () => depsRef.current.wrapRef.current;
		const commands: PlayerCommands = {
			play,
			togglePlay: () => (state().playButton === 'pause' ? video()?.pause() : play()),
			...seek,
			setVolume: (volume, popup = false) => {
				const v = video();
				if (!v) return;
				v.volume = volume;
				v.muted = false;
				if (!popup) return;
				dispatch({ type: 'volume', volume, muted: false, popup: true });
				clearTimeout(popupTimer.current);
				popupTimer.current = setTimeout(
					() => dispatch({ type: 'volume-popup-done' }),
					VOLUME_POPUP_MS,
				);
			},
			toggleMute: () => {
				const v = video();
				if (!v) return;
				if (v.muted || v.volume <= 0.001) {
					v.volume = unmuteVolume(v.volume);
					v.muted = false;
				} else {
					v.muted = true;
				}
			},
			setRate: (rate) => {
				const v = video();
				if (!v) return;
				// defaultPlaybackRate survives load(), so a source change keeps the chosen speed.
				v.defaultPlaybackRate = rate;
				v.playbackRate = rate;
				dispatch({ type: 'rate', rate });
			},
			startFast: () => {
				const v = video();
				if (!v) return;
				v.playbackRate = FAST_RATE;
				dispatch({ type: 'fast', on: true });
			},
			stopFast: () => {
				const v = video();
				if (v) v.playbackRate = state().rate;
				dispatch({ type: 'fast', on: false });
			},
			setSwitch: (name, on) => dispatch({ type: 'switch', name, on }),
			toggleFullScreen: () => {
				const w = wrap();
				if (!w) return;
				if (document.fullscreenElement === w) void document.exitFullscreen();
				else void w.requestFullscreen?.().catch(() => undefined);
			},
			exitFullScreen: () => {
				if (document.fullscreenElement === wrap()) void document.exitFullscreen();
				else if (state().webFullScreen)
					dispatch({ type: 'switch', name: 'webFullScreen', on: false });
			},
			togglePip: () => {
				const v = video();
				if (!v) return;
				if (document.pictureInPictureElement === v) void document.exitPictureInPicture();
				else void v.requestPictureInPicture?.().catch(() => undefined);
			},
			setLevel: (index) => {
				const hls = depsRef.current.hlsRef.current;
				if (!hls) return;
				hls.currentLevel = index;
				dispatch({ type: 'auto-level', auto: index < 0 });
			},
			setAudioTrack: (index) => {
				const hls = depsRef.current.hlsRef.current;
				if (hls) hls.audioTrack = index;
			},
			setSubtitleTrack: (index) => {
				const hls = depsRef.current.hlsRef.current;
				const v = video();
				if (v && showSidecarTrack(v, index)) {
					dispatch({ type: 'subtitle-tracks', tracks: state().subtitleTracks, current: index });
					return;
				}
				if (!hls) return;
				if (hls.subtitleTracks.length > 0) {
					hls.subtitleTrack = index;
					return;
				}
				// Before a level has loaded hls.js has no track to switch; its preference picks it then.
				const { subtitleTracks } = state();
				const track = subtitleTracks[index];
				if (track) hls.config.subtitlePreference = { name: track.name, lang: track.lang };
				else delete hls.config.subtitlePreference;
				dispatch({ type: 'subtitle-tracks', tracks: subtitleTracks, current: track ? index : -1 });
			},
		};
		return commands;
	}, []);
}
