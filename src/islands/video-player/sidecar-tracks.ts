import type { PlayerAction } from './player-reducer';
import type { SidecarTrack } from './sidecar-subtitles';

/** Marks the <track> elements the player added, to switch and remove them. */
export const SIDECAR_ATTRIBUTE = 'data-vp-sidecar';

/** Adds the subtitles as element tracks (off until chosen, so not fetched) and lists them. */
export function addSidecarTracks(
	video: HTMLVideoElement,
	sidecars: readonly SidecarTrack[],
	dispatch: (action: PlayerAction) => void,
) {
	if (sidecars.length === 0) return;
	for (const { name, lang, src } of sidecars) {
		const track = document.createElement('track');
		track.kind = 'subtitles';
		track.label = name;
		track.srclang = lang;
		track.src = src;
		track.setAttribute(SIDECAR_ATTRIBUTE, '');
		video.append(track);
	}
	dispatch({
		type: 'subtitle-tracks',
		tracks: sidecars.map(({ name, lang }) => ({ name, lang })),
		current: -1,
	});
}

/** Shows the sidecar track `index` (-1: none); false when the video has no sidecar tracks. */
export function showSidecarTrack(video: HTMLVideoElement, index: number): boolean {
	const tracks = [...video.querySelectorAll<HTMLTrackElement>(`track[${SIDECAR_ATTRIBUTE}]`)];
	if (tracks.length === 0) return false;
	tracks.forEach((element, i) => {
		element.track.mode = i === index ? 'showing' : 'disabled';
	});
	return true;
}
