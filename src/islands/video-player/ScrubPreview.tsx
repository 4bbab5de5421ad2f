import { type RefObject, useEffect, useState } from 'react';
import { formatClock } from './format-time';
import { LazyThumbnailPreview } from './LazyThumbnailPreview';
import { SCRUB_PREVIEW_LINGER_MS } from './player-constants';

/**
 * Under native controls (touch), the thumbnail of the place being dragged to: the browser's
 * timeline seeks as the finger moves, so each `seeking` shows the tile until shortly after the
 * last `seeked`.
 */
export function ScrubPreview({
	videoRef,
	url,
}: {
	videoRef: RefObject<HTMLVideoElement | null>;
	url: string;
}) {
	const [at, setAt] = useState<number | null>(null);
	useEffect(() => {
		const video = videoRef.current;
		if (!video) return;
		let timer: ReturnType<typeof setTimeout> | undefined;
		const onSeeking = () => {
			clearTimeout(timer);
			setAt(video.currentTime);
		};
		const onSeeked = () => {
			clearTimeout(timer);
			timer = setTimeout(() => setAt(null), SCRUB_PREVIEW_LINGER_MS);
		};
		video.addEventListener('seeking', onSeeking);
		video.addEventListener('seeked', onSeeked);
		return () => {
			clearTimeout(timer);
			video.removeEventListener('seeking', onSeeking);
			video.removeEventListener('seeked', onSeeked);
		};
	}, [videoRef]);
	if (at === null) return null;
	return (
		<div className="vp-scrub" aria-hidden="true">
			<LazyThumbnailPreview url={url} seconds={at} />
			<span>{formatClock(at)}</span>
		</div>
	);
}
