import { DAY_MS } from '../../../lib/calendar-days';
import type { resources } from '../schema';
import { RESOURCE_TITLES } from './demo-text';
import type { Random } from './random';

/** HLS streams made by scripts/make-media.sh (committed under public/media/videos). */
const VIDEO_SLUGS = ['demo-1', 'demo-2', 'demo-3', 'demo-4', 'fixture'] as const;

function articleBody(title: string): string {
	return [
		`<p>${title}是公众关心的科学话题。本文由科普专家审核，用通俗的语言介绍相关科学知识。</p>`,
		'<h3>要点</h3><ul><li>了解基本原理</li><li>掌握实用方法</li><li>辨别常见误区</li></ul>',
		'<p>更多内容请关注全国科普月相关活动。</p>',
	].join('');
}

export function buildDemoResources(
	random: Random,
	covers: string[],
	now: Date,
): (typeof resources.$inferInsert)[] {
	const videos = RESOURCE_TITLES.video.map((title, i) => {
		const slug = VIDEO_SLUGS[i % VIDEO_SLUGS.length] ?? 'demo-1';
		return {
			type: 'video' as const,
			title,
			summary: `科普短视频：${title}。`,
			cover: `/media/videos/${slug}/poster.jpg`,
			videoUrl: `/media/videos/${slug}/master.m3u8`,
			poster: `/media/videos/${slug}/poster.jpg`,
			durationS: 8,
			source: random.pick(['中国科协', '科普中国', '中国科技馆']),
			publishedAt: new Date(now.getTime() - (i + 1) * 2 * DAY_MS),
		};
	});
	const articles = RESOURCE_TITLES.article.map((title, i) => ({
		type: 'article' as const,
		title,
		summary: `${title}，一文读懂。`,
		cover: covers[(i + 5) % covers.length] ?? '',
		bodyHtml: articleBody(title),
		source: random.pick(['科普中国', '中国科学报', '科技日报']),
		publishedAt: new Date(now.getTime() - (i + 1) * 3 * DAY_MS),
	}));
	return [...videos, ...articles];
}
