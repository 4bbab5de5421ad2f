import { describe, expect, it } from 'vitest';
import { needsFullHlsBuild } from '../../../../src/islands/video-player/load-hls';

describe('needsFullHlsBuild', () => {
	it('asks for the full build when the playlist has alternate audio or subtitles', () => {
		expect(
			needsFullHlsBuild(
				'#EXTM3U\n#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="中文",URI="a/index.m3u8"\n',
			),
		).toBe(true);
		expect(
			needsFullHlsBuild('#EXTM3U\n#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="中文字幕"\n'),
		).toBe(true);
	});

	it('settles for the light build on a plain multi-bitrate playlist', () => {
		const plain =
			'#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=426x240\n240p/index.m3u8\n';
		expect(needsFullHlsBuild(plain)).toBe(false);
	});
});
