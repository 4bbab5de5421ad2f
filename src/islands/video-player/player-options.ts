import { isHlsSource, thumbnailsBeside } from './hls-source';

/**
 * The controls the bar can show, in the default order (docs/player.md, "Control bar"); `audioTrack`
 * is the time readout plus the audio-track menu.
 */
export type ControlButton =
	| 'audioTrack'
	| 'quality'
	| 'speedRate'
	| 'volume'
	| 'setting'
	| 'pip'
	| 'pageFullScreen'
	| 'fullScreen';

/** Props of the island: the player options (docs/player.md, "Options"). */
export interface VideoPlayerProps {
	src: string;
	title?: string;
	type?: string;
	poster?: string;
	width?: string;
	height?: string;
	color?: string;
	webFullScreen?: boolean;
	speed?: boolean;
	currentTime?: number;
	playsinline?: boolean;
	muted?: boolean;
	autoPlay?: boolean;
	loop?: boolean;
	mirror?: boolean;
	/** Spelled so for compatibility; `lightOff` is accepted too. */
	ligthOff?: boolean;
	lightOff?: boolean;
	volume?: number | string;
	control?: boolean;
	preload?: 'auto' | 'metadata' | 'none' | 'meta';
	speedRate?: readonly (string | number)[];
	controlBtns?: readonly ControlButton[];
	/**
	 * The WebVTT thumbnail track of the progress bar (docs/player.md, "Thumbnails"); by default
	 * `thumbnails.vtt` beside an HLS playlist, empty for none.
	 */
	thumbnails?: string;
	/** Whether the place left off is remembered and offered again (记忆播放); default true. */
	resume?: boolean;
}

export const PLAYER_VERSION = '1.3.1';

const DEFAULT_CONTROL_BUTTONS: readonly ControlButton[] = [
	'audioTrack',
	'quality',
	'speedRate',
	'volume',
	'setting',
	'pip',
	'pageFullScreen',
	'fullScreen',
];

const DEFAULT_SPEED_RATES = ['2.0', '1.5', '1.25', '1.0', '0.75', '0.5'] as const;

/** The options with every default filled in and the loose inputs made exact. */
export interface PlayerOptions {
	src: string;
	title: string;
	type: string;
	poster: string;
	width: string;
	height: string;
	color: string;
	webFullScreen: boolean;
	speed: boolean;
	currentTime: number;
	playsinline: boolean;
	muted: boolean;
	autoPlay: boolean;
	loop: boolean;
	mirror: boolean;
	lightOff: boolean;
	volume: number;
	control: boolean;
	preload: 'auto' | 'metadata' | 'none';
	speedRates: number[];
	controlBtns: readonly ControlButton[];
	thumbnails: string;
	resume: boolean;
}

export function clamp01(value: number): number {
	if (!Number.isFinite(value)) return 0;
	return Math.min(1, Math.max(0, value));
}

export function resolvePlayerOptions(props: VideoPlayerProps): PlayerOptions {
	const rates = (props.speedRate ?? DEFAULT_SPEED_RATES).map(Number).filter((r) => r > 0);
	return {
		src: props.src,
		title: props.title ?? '',
		type: props.type ?? 'video/mp4',
		poster: props.poster ?? '',
		width: props.width ?? '800px',
		height: props.height ?? '450px',
		color: props.color ?? '#409eff',
		webFullScreen: props.webFullScreen ?? false,
		speed: props.speed ?? true,
		currentTime: Number(props.currentTime ?? 0) || 0,
		playsinline: props.playsinline ?? false,
		muted: props.muted ?? false,
		autoPlay: props.autoPlay ?? false,
		loop: props.loop ?? false,
		mirror: props.mirror ?? false,
		lightOff: props.lightOff ?? props.ligthOff ?? false,
		volume: clamp01(Number(props.volume ?? 0.3)),
		control: props.control ?? true,
		preload: props.preload === 'meta' ? 'metadata' : (props.preload ?? 'auto'),
		speedRates: rates.length > 0 ? rates : [1],
		controlBtns: props.controlBtns ?? DEFAULT_CONTROL_BUTTONS,
		thumbnails:
			props.thumbnails ??
			(isHlsSource(props.src, props.type ?? '') ? thumbnailsBeside(props.src) : ''),
		resume: props.resume ?? true,
	};
}
