import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../../src/lib/page-title';

describe('pageTitle', () => {
	it('is the route title and the campaign', () => {
		expect(pageTitle('首页')).toBe('首页 - 2025年全国科普月');
	});

	it('puts the name of what the page shows first', () => {
		expect(pageTitle('活动详情', '天文观测夜')).toBe('天文观测夜 - 活动详情 - 2025年全国科普月');
		expect(pageTitle('资源详情', ' 月球的背面 ')).toBe('月球的背面 - 资源详情 - 2025年全国科普月');
	});

	it('cuts a long name after 30 visible characters with …', () => {
		const name = `${'一二三四五六七八九十'.repeat(3)}多出来的字`;
		expect(pageTitle('活动详情', name)).toBe(
			`${'一二三四五六七八九十'.repeat(3)}… - 活动详情 - 2025年全国科普月`,
		);
		const emoji = '👨‍👩‍👧'.repeat(30);
		expect(pageTitle('活动详情', emoji)).toBe(`${emoji} - 活动详情 - 2025年全国科普月`);
		expect(pageTitle('活动详情', `${emoji}\u200B！`)).toBe(
			`${emoji}… - 活动详情 - 2025年全国科普月`,
		);
	});

	it('leaves out a name that shows nothing', () => {
		expect(pageTitle('活动详情', '\u200B\u3164')).toBe('活动详情 - 2025年全国科普月');
	});
});
