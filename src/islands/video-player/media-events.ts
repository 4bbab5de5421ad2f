import type { SyntheticEvent } from 'react';
import type { MediaEventName } from './player-reducer';

/** The <video> prop of each media event the reducer follows. */
const MEDIA_EVENT_PROPS = {
	loadstart: 'onLoadStart',
	loadeddata: 'onLoadedData',
	suspend: 'onSuspend',
	canplay: 'onCanPlay',
	play: 'onPlay',
	playing: 'onPlaying',
	pause: 'onPause',
	waiting: 'onWaiting',
	seeked: 'onSeeked',
	ended: 'onEnded',
	error: 'onError',
} as const satisfies Record<MediaEventName, string>;

export type MediaHandlerProps = {
	[K in (typeof MEDIA_EVENT_PROPS)[MediaEventName]]: (
		event: SyntheticEvent<HTMLVideoElement>,
	) => void;
};

export function createMediaHandlers(
	onEvent: (name: MediaEventName, video: HTMLVideoElement) => void,
): MediaHandlerProps {
	const entries = Object.entries(MEDIA_EVENT_PROPS).map(([name, prop]) => [
		prop,
		(event: SyntheticEvent<HTMLVideoElement>) =>
			onEvent(name as MediaEventName, event.currentTarget),
	]);
	return Object.fromEntries(entries) as MediaHandlerProps;
}
