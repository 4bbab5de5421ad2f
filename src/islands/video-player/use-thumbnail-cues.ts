import { useEffect, useState } from 'react';
import { parseThumbnailTrack, type ThumbnailCue } from './thumbnail-track';

const requests = new Map<string, Promise<ThumbnailCue[]>>();
const loaded = new Map<string, ThumbnailCue[]>();

/** Fetches a thumbnail track once per page; a missing or malformed track means no thumbnails. */
function loadThumbnailCues(url: string): Promise<ThumbnailCue[]> {
	let request = requests.get(url);
	if (!request) {
		const absolute = new URL(url, document.baseURI).href;
		request = fetch(absolute, { credentials: 'same-origin' })
			.then((response) => (response.ok ? response.text() : ''))
			.then((text) => parseThumbnailTrack(text, absolute))
			.catch(() => [])
			.then((cues) => {
				loaded.set(url, cues);
				return cues;
			});
		requests.set(url, request);
	}
	return request;
}

/** The cues of the thumbnail track at `url`, fetched the first time a preview is shown. */
export function useThumbnailCues(url: string): readonly ThumbnailCue[] {
	const [cues, setCues] = useState(() => loaded.get(url) ?? []);
	useEffect(() => {
		let live = true;
		void loadThumbnailCues(url).then((next) => {
			if (live) setCues(next);
		});
		return () => {
			live = false;
		};
	}, [url]);
	return cues;
}
