/** A WebVTT subtitle rendition the video element can show by itself, as a <track>. */
export interface SidecarTrack {
	name: string;
	lang: string;
	/** The one WebVTT file, absolute. */
	src: string;
}

type FetchText = (url: string) => Promise<string | null>;

/** One attribute of an `#EXT-X-MEDIA` line, quoted or not. */
function readAttribute(line: string, name: string): string {
	const match = new RegExp(`[:,]${name}=(?:"([^"]*)"|([^,]*))`).exec(line);
	return match?.[1] ?? match?.[2] ?? '';
}

/** The single WebVTT file a subtitle playlist lists, or null for several segments or another format. */
async function findSingleVtt(playlistUrl: string, fetchText: FetchText): Promise<string | null> {
	const playlist = await fetchText(playlistUrl);
	const segments = (playlist ?? '')
		.split('\n')
		.map((line) => line.trim())
		.filter((line) => line !== '' && !line.startsWith('#'));
	const [only] = segments;
	if (segments.length !== 1 || !only || !/\.vtt($|[?#])/i.test(only)) return null;
	return new URL(only, playlistUrl).href;
}

/**
 * The subtitle renditions of a multivariant playlist as element tracks, when they are its only
 * alternate renditions and each is one WebVTT file: then the light hls.js build plays the stream
 * and the element shows the subtitles. [] without subtitles; null when hls.js must handle them
 * (alternate audio, closed captions, segmented subtitles).
 */
export async function findSidecarSubtitles(
	manifest: string,
	manifestUrl: string,
	fetchText: FetchText,
): Promise<SidecarTrack[] | null> {
	if (/#EXT-X-MEDIA:[^\n]*TYPE=(AUDIO|CLOSED-CAPTIONS)/.test(manifest)) return null;
	const lines = manifest.split('\n').filter((line) => /^#EXT-X-MEDIA:.*TYPE=SUBTITLES/.test(line));
	const tracks = await Promise.all(
		lines.map(async (line) => {
			const uri = readAttribute(line, 'URI');
			const src = uri ? await findSingleVtt(new URL(uri, manifestUrl).href, fetchText) : null;
			const name = readAttribute(line, 'NAME');
			return src && { name, lang: readAttribute(line, 'LANGUAGE'), src };
		}),
	);
	return tracks.every((track) => track !== null) ? (tracks as SidecarTrack[]) : null;
}
