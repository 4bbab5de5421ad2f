import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import VideoPlayer from '../../../../src/islands/video-player/VideoPlayer';

describe('video player on the server', () => {
	it('renders without a window, with the fallback text and no source attached yet', () => {
		expect(typeof globalThis.window).toBe('undefined');
		const html = renderToString(
			createElement(VideoPlayer, {
				src: '/media/videos/fixture/master.m3u8',
				title: '测试片',
				ligthOff: true,
			}),
		);
		expect(html).toContain('您的浏览器不支持Video标签。');
		expect(html).toContain('aria-label="视频播放器：测试片"');
		expect(html).toContain('vp-lightoff');
		expect(html).not.toContain('src="/media');
	});
});
