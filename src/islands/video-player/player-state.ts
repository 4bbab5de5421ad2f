import { type ColourFilter, DEFAULT_COLOUR_FILTER } from './colour-filter';
import type { PlayerOptions } from './player-options';

export type PlayButtonState = 'play' | 'pause' | 'replay';
/** The loading overlay: a cover at load start, 正在缓冲..., 重新播放, or 请求错误. */
export type LoadingState = 'loadstart' | 'waiting' | 'ended' | 'error' | null;

export interface QualityLevel {
	height: number;
	bitrate: number;
}

export interface MediaTrack {
	name: string;
	lang: string;
}

/**
 * The player's runtime state (docs/player.md, "Play button and runtime state"), plus the switches,
 * tracks and dialogs the screen areas need.
 */
export interface PlayerState {
	playButton: PlayButtonState;
	loading: LoadingState;
	currentTime: number;
	duration: number;
	/** Fraction of the video buffered ahead of the playhead, 0..1. */
	buffered: number;
	volume: number;
	muted: boolean;
	/** The rate chosen in the speed menu. */
	rate: number;
	/** The multi-speed flag: 5× while → is held. */
	fast: boolean;
	levels: QualityLevel[];
	/** Index of the level playing, -1 before the first switch. */
	level: number;
	autoLevel: boolean;
	audioTracks: MediaTrack[];
	audioTrack: number;
	subtitleTracks: MediaTrack[];
	subtitleTrack: number;
	mirror: boolean;
	loop: boolean;
	lightOff: boolean;
	webFullScreen: boolean;
	fullScreen: boolean;
	pip: boolean;
	volumePopup: boolean;
	filter: ColourFilter;
	/** Text for the polite live region. */
	announcement: string;
}

export function createPlayerState(options: PlayerOptions): PlayerState {
	return {
		playButton: options.autoPlay ? 'pause' : 'play',
		loading: null,
		currentTime: 0,
		duration: 0,
		buffered: 0,
		volume: options.volume,
		muted: options.muted || options.autoPlay,
		rate: 1,
		fast: false,
		levels: [],
		level: -1,
		autoLevel: true,
		audioTracks: [],
		audioTrack: -1,
		subtitleTracks: [],
		subtitleTrack: -1,
		mirror: options.mirror,
		loop: options.loop,
		lightOff: options.lightOff,
		webFullScreen: options.webFullScreen,
		fullScreen: false,
		pip: false,
		volumePopup: false,
		filter: DEFAULT_COLOUR_FILTER,
		announcement: '',
	};
}
