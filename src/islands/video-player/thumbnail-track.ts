/** One tile of the preview sprite and the stretch of the video it stands for. */
export interface ThumbnailCue {
	start: number;
	end: number;
	/** The sprite's address, absolute. */
	image: string;
	x: number;
	y: number;
	width: number;
	height: number;
}

const TIMING = /^(\S+)\s+-->\s+(\S+)/;
const XYWH = /#xywh=(\d+),(\d+),(\d+),(\d+)$/;

/** Seconds of a WebVTT timestamp (`mm:ss.ttt` or `hh:mm:ss.ttt`); NaN when malformed. */
function parseTimestamp(text: string): number {
	const parts = text.split(':').map(Number);
	if (parts.length < 2 || parts.length > 3) return Number.NaN;
	return parts.reduce((sum, part) => sum * 60 + part, 0);
}

/**
 * The cues of a WebVTT thumbnail track whose payloads are `sprite.jpg#xywh=x,y,w,h`, the sprite
 * resolved against `trackUrl` (docs/player.md, "Thumbnails"). Cues in another form are skipped.
 */
export function parseThumbnailTrack(text: string, trackUrl: string): ThumbnailCue[] {
	if (!text.startsWith('WEBVTT')) return [];
	const cues: ThumbnailCue[] = [];
	for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
		const lines = block.trim().split('\n');
		const at = lines.findIndex((line) => TIMING.test(line));
		const timing = TIMING.exec(lines[at] ?? '');
		const payload = lines[at + 1]?.trim() ?? '';
		const box = XYWH.exec(payload);
		if (!timing || !box) continue;
		const start = parseTimestamp(timing[1] ?? '');
		const end = parseTimestamp(timing[2] ?? '');
		if (!(end > start)) continue;
		const [x, y, width, height] = box.slice(1).map(Number) as [number, number, number, number];
		const image = new URL(payload.slice(0, box.index), trackUrl).href;
		cues.push({ start, end, image, x, y, width, height });
	}
	return cues;
}

/** The tile for `seconds`: the cue covering it, else the last one before it. */
export function findThumbnail(cues: readonly ThumbnailCue[], seconds: number): ThumbnailCue | null {
	let found: ThumbnailCue | null = null;
	for (const cue of cues) {
		if (cue.start > seconds) break;
		found = cue;
		if (seconds < cue.end) break;
	}
	return found;
}
