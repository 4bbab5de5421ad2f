import { describe, expect, it } from 'vitest';
import { findSidecarSubtitles } from '../../../../src/islands/video-player/sidecar-subtitles';

const BASE = 'https://kepu.example/media/videos/demo-1/master.m3u8';
const SUBTITLES =
	'#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="中文字幕",LANGUAGE="zh",URI="subs-zh/index.m3u8"';
const VARIANT = '#EXT-X-STREAM-INF:BANDWIDTH=224000,SUBTITLES="subs"\n240p/index.m3u8';
const ONE_FILE = '#EXTM3U\n#EXT-X-TARGETDURATION:8\n#EXTINF:8.000,\nzh.vtt\n#EXT-X-ENDLIST\n';

/** Serves the given playlists by address, as the static media folder does. */
const serve = (files: Record<string, string>) => async (url: string) => files[url] ?? null;

describe('findSidecarSubtitles', () => {
	it('turns one-file WebVTT subtitle renditions into element tracks', async () => {
		const tracks = await findSidecarSubtitles(
			`#EXTM3U\n${SUBTITLES}\n${VARIANT}\n`,
			BASE,
			serve({ 'https://kepu.example/media/videos/demo-1/subs-zh/index.m3u8': ONE_FILE }),
		);
		expect(tracks).toEqual([
			{
				name: '中文字幕',
				lang: 'zh',
				src: 'https://kepu.example/media/videos/demo-1/subs-zh/zh.vtt',
			},
		]);
	});

	it('leaves segmented or missing subtitles, and streams with alternate audio, to hls.js', async () => {
		const segmented = `${ONE_FILE.replace('#EXT-X-ENDLIST\n', '')}#EXTINF:8.000,\nzh2.vtt\n`;
		const subsPlaylist = 'https://kepu.example/media/videos/demo-1/subs-zh/index.m3u8';
		const manifest = `#EXTM3U\n${SUBTITLES}\n${VARIANT}\n`;
		expect(await findSidecarSubtitles(manifest, BASE, serve({ [subsPlaylist]: segmented }))).toBe(
			null,
		);
		expect(await findSidecarSubtitles(manifest, BASE, serve({}))).toBe(null);
		const withAudio = `#EXTM3U\n#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="中文",URI="a.m3u8"\n${SUBTITLES}\n`;
		expect(await findSidecarSubtitles(withAudio, BASE, serve({ [subsPlaylist]: ONE_FILE }))).toBe(
			null,
		);
	});

	it('finds nothing to add on a playlist without subtitles', async () => {
		expect(await findSidecarSubtitles(`#EXTM3U\n${VARIANT}\n`, BASE, serve({}))).toEqual([]);
	});
});
