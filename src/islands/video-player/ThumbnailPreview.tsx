import { findThumbnail } from './thumbnail-track';
import { useThumbnailCues } from './use-thumbnail-cues';

/** The sprite tile for `seconds` from the thumbnail track at `url`; nothing until it has loaded. */
export function ThumbnailPreview({ url, seconds }: { url: string; seconds: number }) {
	const cue = findThumbnail(useThumbnailCues(url), seconds);
	if (!cue) return null;
	return (
		<span
			className="vp-thumb"
			data-testid="vp-thumb"
			style={{
				width: cue.width,
				height: cue.height,
				backgroundImage: `url("${cue.image}")`,
				backgroundPosition: `-${cue.x}px -${cue.y}px`,
			}}
		/>
	);
}
