import type { ErrorData, default as HlsType } from 'hls.js';
import { MEDIA_RECOVERY_INTERVAL_MS } from './player-constants';
import type { PlayerAction } from './player-reducer';
import { fetchPlaylistDuration } from './playlist-duration';

type Hls = HlsType;
type HlsClass = typeof HlsType;

export interface HlsHandlers {
	dispatch: (action: PlayerAction) => void;
	/** A fatal error hls.js cannot recover from: show 请求错误 with its retry. */
	onFatal: () => void;
	/**
	 * What is fetched before the first play: everything hls.js buffers (`load`, preload auto), the
	 * playlists alone (`manifest`, preload none under our controls), or the first seconds
	 * (`preview`: preload metadata, and preload none under native controls, which show a spinner
	 * over a MediaSource without data).
	 */
	beforePlay: 'load' | 'manifest' | 'preview';
	/** Where the first play starts: the start offset or a seek made before it. */
	startAt: () => number;
}

/** Seconds buffered before the first play in `preview`; enough for a first frame. */
const PREVIEW_BUFFER_S = 1;

/** A load that failed with an HTTP error or no network (not a timeout); subtitles are optional. */
function isRefusedLoad(Hls: HlsClass, data: ErrorData): boolean {
	return (
		data.type === Hls.ErrorTypes.NETWORK_ERROR &&
		data.details.endsWith('LoadError') &&
		data.details !== Hls.ErrorDetails.SUBTITLE_LOAD_ERROR &&
		data.frag?.type !== 'subtitle'
	);
}

function toTracks(list: readonly { name: string; lang?: string | undefined }[]) {
	return list.map((t) => ({ name: t.name, lang: t.lang ?? '' }));
}

/**
 * Plays `src` through hls.js on `video`, mirroring levels and tracks into the player state. Fatal
 * media errors are recovered per hls.js docs/API.md ("Fatal Error Recovery"), at most once per 5 s.
 */
export function attachHls(
	Hls: HlsClass,
	video: HTMLVideoElement,
	src: string,
	startPosition: number,
	{ dispatch, onFatal, beforePlay, startAt }: HlsHandlers,
): Hls {
	const start = startPosition > 0 ? startPosition : -1;
	const preloadNone = beforePlay === 'manifest';
	const preview = beforePlay === 'preview';
	const hls = new Hls({
		capLevelToPlayerSize: true,
		startPosition: start,
		autoStartLoad: !preloadNone,
		...(preview && { maxBufferLength: PREVIEW_BUFFER_S, maxMaxBufferLength: PREVIEW_BUFFER_S }),
	});
	// preload="none": fetch the manifest for the menus, but no segment before the first play. hls.js
	// then waits as the element would after a suspend event, which a MediaSource never sends, so it
	// is sent here once the manifest is in and the element has started its load (in either order).
	const listening = new AbortController();
	let played = false;
	let manifestParsed = false;
	const idleUntilPlay = () => {
		if (manifestParsed && !played) dispatch({ type: 'media', event: 'suspend' });
	};
	if (preloadNone) {
		const { signal } = listening;
		const loadForPlay = () => {
			played = true;
			const at = startAt();
			hls.startLoad(at > 0 ? at : -1);
		};
		// play() may have been called on the element while hls.js was still being fetched; hls.js
		// starts loading only once it has the manifest.
		if (video.paused) video.addEventListener('play', loadForPlay, { once: true, signal });
		else hls.once(Hls.Events.MANIFEST_PARSED, loadForPlay);
		video.addEventListener('loadstart', () => queueMicrotask(idleUntilPlay), { signal });
	}
	if (preview) {
		const { maxBufferLength, maxMaxBufferLength } = Hls.DefaultConfig;
		const bufferAsUsual = () => Object.assign(hls.config, { maxBufferLength, maxMaxBufferLength });
		video.addEventListener('play', bufferAsUsual, { once: true, signal: listening.signal });
	}
	let lastRecovery = Number.NEGATIVE_INFINITY;
	const { Events } = Hls;
	hls.on(Events.MANIFEST_PARSED, (_, data) => {
		dispatch({
			type: 'levels',
			levels: data.levels.map((l) => ({ height: l.height, bitrate: l.bitrate })),
		});
		manifestParsed = true;
		// hls.js announces subtitle tracks as a level loads, under preload none only on play: the
		// 字幕 menu lists them from the manifest until then.
		const playsSubtitles = Hls.DefaultConfig.subtitleTrackController !== undefined;
		if (playsSubtitles && hls.subtitleTracks.length === 0 && data.subtitleTracks.length > 0) {
			dispatch({ type: 'subtitle-tracks', tracks: toTracks(data.subtitleTracks), current: -1 });
		}
		if (!preloadNone) return;
		idleUntilPlay();
		// The element learns the length only once segments are appended; the playlist has it now.
		const first = data.levels[hls.firstLevel] ?? data.levels[0];
		if (!first) return;
		fetchPlaylistDuration(first.uri, listening.signal).then(
			(duration) => dispatch({ type: 'duration', duration }),
			() => {
				if (!listening.signal.aborted) onFatal();
			},
		);
	});
	hls.on(Events.LEVEL_SWITCHED, (_, data) =>
		dispatch({ type: 'level-switched', level: data.level }),
	);
	hls.on(Events.AUDIO_TRACKS_UPDATED, (_, data) => {
		dispatch({ type: 'audio-tracks', tracks: toTracks(data.audioTracks), current: hls.audioTrack });
	});
	hls.on(Events.AUDIO_TRACK_SWITCHED, (_, data) => {
		dispatch({ type: 'audio-tracks', tracks: toTracks(hls.audioTracks), current: data.id });
	});
	hls.on(Events.SUBTITLE_TRACKS_UPDATED, (_, data) => {
		dispatch({
			type: 'subtitle-tracks',
			tracks: toTracks(data.subtitleTracks),
			current: hls.subtitleTrack,
		});
	});
	hls.on(Events.SUBTITLE_TRACK_SWITCH, (_, data) => {
		dispatch({ type: 'subtitle-tracks', tracks: toTracks(hls.subtitleTracks), current: data.id });
	});
	hls.on(Events.ERROR, (_, data) => {
		// A playlist or segment the server refuses, or a lost network, will not come back by
		// itself: show 请求错误 now instead of after hls.js's retries and level switches.
		if (isRefusedLoad(Hls, data)) {
			hls.stopLoad();
			onFatal();
			return;
		}
		if (!data.fatal) return;
		const now = performance.now();
		if (
			data.type === Hls.ErrorTypes.MEDIA_ERROR &&
			now - lastRecovery > MEDIA_RECOVERY_INTERVAL_MS
		) {
			lastRecovery = now;
			hls.recoverMediaError();
			return;
		}
		onFatal();
	});
	hls.on(Events.DESTROYING, () => listening.abort());
	hls.attachMedia(video);
	hls.loadSource(src);
	return hls;
}
