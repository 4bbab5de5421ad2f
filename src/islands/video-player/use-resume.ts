import { type RefObject, useCallback, useEffect, useState } from 'react';
import { RESUME_SAVE_INTERVAL_MS } from './player-constants';
import { readResumePoint, saveResumePoint } from './resume-point';

export interface Resume {
	/** The remembered place on offer, in seconds, or null. */
	offer: number | null;
	dismiss(): void;
}

/**
 * 记忆播放 for the video keyed `key` (none when empty; docs/player.md, "Resume"): offers the place read from local
 * storage, and once this visit has played, saves the playhead every few seconds, on pause and when
 * the page is hidden or left; the end, and the last 5 %, forget it.
 */
export function useResume(videoRef: RefObject<HTMLVideoElement | null>, key: string): Resume {
	const [offer, setOffer] = useState<number | null>(null);

	useEffect(() => {
		const video = videoRef.current;
		setOffer(key ? readResumePoint(localStorage, key) : null);
		if (!video || !key) return;
		// Until this visit plays, the playhead at 0 says nothing about where the viewer was.
		let played = false;
		let lastSave = 0;
		const save = () => {
			if (!played || video.readyState < 1) return;
			lastSave = Date.now();
			saveResumePoint(localStorage, key, video.currentTime, video.duration, lastSave);
		};
		const onTime = () => {
			if (Date.now() - lastSave >= RESUME_SAVE_INTERVAL_MS) save();
		};
		const onPlay = () => {
			played = true;
		};
		const onEnded = () => {
			played = true;
			saveResumePoint(localStorage, key, video.duration, video.duration, Date.now());
		};
		const onHidden = () => {
			if (document.visibilityState === 'hidden') save();
		};
		const media: [string, () => void][] = [
			['play', onPlay],
			['timeupdate', onTime],
			['pause', save],
			['ended', onEnded],
		];
		for (const [name, listener] of media) video.addEventListener(name, listener);
		window.addEventListener('pagehide', save);
		document.addEventListener('visibilitychange', onHidden);
		return () => {
			for (const [name, listener] of media) video.removeEventListener(name, listener);
			window.removeEventListener('pagehide', save);
			document.removeEventListener('visibilitychange', onHidden);
		};
	}, [videoRef, key]);

	const dismiss = useCallback(() => setOffer(null), []);
	return { offer, dismiss };
}
