import type { ColourFilter } from './colour-filter';
import { labelLevel } from './level-label';
import { FAST_RATE } from './player-constants';
import type {
	LoadingState,
	MediaTrack,
	PlayButtonState,
	PlayerState,
	QualityLevel,
} from './player-state';

/** Media element events the reducer follows; any other event leaves the state alone. */
export type MediaEventName =
	| 'loadstart'
	| 'loadeddata'
	| 'suspend'
	| 'canplay'
	| 'play'
	| 'playing'
	| 'pause'
	| 'waiting'
	| 'seeked'
	| 'ended'
	| 'error';

export type Switch = 'mirror' | 'loop' | 'lightOff' | 'webFullScreen';

export type PlayerAction =
	| { type: 'media'; event: MediaEventName }
	| { type: 'time'; currentTime: number; duration: number; buffered: number }
	| { type: 'volume'; volume: number; muted: boolean; popup?: boolean }
	| { type: 'volume-popup-done' }
	/** The length read from the playlist before the element knows it. */
	| { type: 'duration'; duration: number }
	/** A seek before the first play: the position playback will start from. */
	| { type: 'pending-seek'; at: number }
	| { type: 'source-changed'; autoPlay: boolean }
	| { type: 'play-rejected'; blocked: boolean }
	| { type: 'failed' }
	| { type: 'levels'; levels: QualityLevel[] }
	| { type: 'level-switched'; level: number }
	| { type: 'auto-level'; auto: boolean }
	| { type: 'audio-tracks'; tracks: MediaTrack[]; current: number }
	| { type: 'subtitle-tracks'; tracks: MediaTrack[]; current: number }
	| { type: 'rate'; rate: number }
	| { type: 'fast'; on: boolean }
	| { type: 'switch'; name: Switch; on: boolean }
	| { type: 'fullscreen'; on: boolean }
	| { type: 'pip'; on: boolean }
	| { type: 'filter'; filter: ColourFilter }
	| { type: 'announce'; text: string };

interface MediaTransition {
	playButton?: PlayButtonState;
	/** The overlay to show; `clear` hides a loadstart or buffering overlay but keeps 重新播放 and 请求错误. */
	loading?: LoadingState | 'clear';
}

/**
 * What each media event does to the play button and the loading overlay (docs/player.md, "Loading
 * and errors").
 */
const MEDIA_TRANSITIONS: Record<MediaEventName, MediaTransition> = {
	loadstart: { loading: 'loadstart' },
	loadeddata: { loading: 'clear' },
	// iOS and preload=none stop after loadstart with suspend; the cover must not stay.
	suspend: { loading: 'clear' },
	canplay: { loading: 'clear' },
	play: { playButton: 'pause', loading: null },
	playing: { playButton: 'pause', loading: null },
	pause: { playButton: 'play', loading: 'clear' },
	waiting: { loading: 'waiting' },
	seeked: { loading: 'clear' },
	ended: { playButton: 'replay', loading: 'ended' },
	error: { playButton: 'replay', loading: 'error' },
};

function applyLoading(current: LoadingState, next: MediaTransition['loading']): LoadingState {
	if (next === undefined) return current;
	if (next === 'clear') return current === 'ended' ? current : null;
	return next;
}

function reduceMedia(state: PlayerState, event: MediaEventName): PlayerState {
	// Under 请求错误 the element may still report a play, pause or load it had queued; the
	// overlay and 重新播放 stay until 重试 or a new source.
	if (state.loading === 'error') return state;
	const transition = MEDIA_TRANSITIONS[event];
	const playButton =
		// The element pauses before it fires ended; keep 重新播放 once it is shown.
		event === 'pause' && state.playButton === 'replay'
			? 'replay'
			: (transition.playButton ?? state.playButton);
	return { ...state, playButton, loading: applyLoading(state.loading, transition.loading) };
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
	switch (action.type) {
		case 'media':
			return reduceMedia(state, action.event);
		case 'duration':
			return state.duration > 0 ? state : { ...state, duration: action.duration };
		case 'pending-seek':
			return { ...state, currentTime: action.at };
		case 'time':
			return {
				...state,
				currentTime: action.currentTime,
				// Until the element knows the length, keep the one read from the playlist.
				duration: action.duration || state.duration,
				buffered: action.buffered,
			};
		case 'volume':
			return {
				...state,
				volume: action.volume,
				muted: action.muted,
				volumePopup: action.popup ?? state.volumePopup,
				announcement: action.popup
					? `音量 ${action.muted ? 0 : Math.round(action.volume * 100)}%`
					: state.announcement,
			};
		case 'volume-popup-done':
			return { ...state, volumePopup: false };
		case 'source-changed':
			return {
				...state,
				playButton: action.autoPlay ? 'pause' : 'play',
				loading: null,
				currentTime: 0,
				duration: 0,
				buffered: 0,
				fast: false,
				levels: [],
				level: -1,
				autoLevel: true,
				audioTracks: [],
				audioTrack: -1,
				subtitleTracks: [],
				subtitleTrack: -1,
			};
		case 'play-rejected':
			return action.blocked
				? { ...state, playButton: 'play', loading: null }
				: { ...state, playButton: 'replay' };
		case 'failed':
			return { ...state, playButton: 'replay', loading: 'error', announcement: '请求错误' };
		case 'levels':
			return { ...state, levels: action.levels };
		case 'level-switched':
			return {
				...state,
				level: action.level,
				announcement: `已切换至 ${labelLevel(state.levels, action.level)}`,
			};
		case 'auto-level':
			return { ...state, autoLevel: action.auto };
		case 'audio-tracks':
			return { ...state, audioTracks: action.tracks, audioTrack: action.current };
		case 'subtitle-tracks':
			return { ...state, subtitleTracks: action.tracks, subtitleTrack: action.current };
		case 'rate':
			return { ...state, rate: action.rate };
		case 'fast':
			return {
				...state,
				fast: action.on,
				announcement: action.on ? `${FAST_RATE}X速播放中` : state.announcement,
			};
		case 'switch':
			return { ...state, [action.name]: action.on };
		case 'fullscreen':
			return { ...state, fullScreen: action.on };
		case 'pip':
			return { ...state, pip: action.on };
		case 'filter':
			return { ...state, filter: action.filter };
		case 'announce':
			return { ...state, announcement: action.text };
	}
}
