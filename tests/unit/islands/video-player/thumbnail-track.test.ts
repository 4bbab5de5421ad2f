import { describe, expect, it } from 'vitest';
import { thumbnailsBeside } from '../../../../src/islands/video-player/hls-source';
import {
	findThumbnail,
	parseThumbnailTrack,
} from '../../../../src/islands/video-player/thumbnail-track';

const TRACK_URL = 'https://kepu.example/media/videos/demo-1/thumbnails.vtt';
const TRACK = `WEBVTT

00:00.000 --> 00:01.000
thumbnails.jpg#xywh=0,0,160,90

1
00:00:01.000 --> 00:00:02.000
thumbnails.jpg#xywh=160,0,160,90

00:00:02.000 --> 00:00:03.000
just a caption

00:00:05.000 --> 00:00:06.000
/sprites/b.jpg#xywh=0,90,160,90
`;

describe('thumbnail track', () => {
	it('reads each sprite cue with its tile, resolving the sprite beside the track', () => {
		const cues = parseThumbnailTrack(TRACK, TRACK_URL);
		expect(cues).toEqual([
			{
				start: 0,
				end: 1,
				image: 'https://kepu.example/media/videos/demo-1/thumbnails.jpg',
				x: 0,
				y: 0,
				width: 160,
				height: 90,
			},
			expect.objectContaining({ start: 1, end: 2, x: 160 }),
			expect.objectContaining({ start: 5, image: 'https://kepu.example/sprites/b.jpg', y: 90 }),
		]);
	});

	it('reads nothing from a file without the WEBVTT signature', () => {
		expect(parseThumbnailTrack('<html>404</html>', TRACK_URL)).toEqual([]);
	});

	it('finds the tile covering a time, else the last one before it, else none', () => {
		const cues = parseThumbnailTrack(TRACK, TRACK_URL);
		expect(findThumbnail(cues, 1.5)?.x).toBe(160);
		expect(findThumbnail(cues, 3.2)?.x).toBe(160);
		expect(findThumbnail(cues, 5)?.y).toBe(90);
		expect(findThumbnail([], 5)).toBeNull();
	});

	it('looks for thumbnails.vtt beside the playlist, without its query', () => {
		expect(thumbnailsBeside('/media/videos/demo-1/master.m3u8')).toBe(
			'/media/videos/demo-1/thumbnails.vtt',
		);
		expect(thumbnailsBeside('https://cdn.example/v/1/index.m3u8?token=a/b')).toBe(
			'https://cdn.example/v/1/thumbnails.vtt',
		);
	});
});
