import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { expect, test } from 'vitest';
import CoverImage from '../../../../src/components/common/CoverImage.astro';

const box = { src: '', width: 640, height: 360 };

test('without a picture and without alt text, the placeholder is decoration hidden from screen readers', async () => {
	const container = await AstroContainer.create();
	const html = await container.renderToString(CoverImage, { props: { ...box, alt: '' } });
	expect(html).toContain('aria-hidden="true"');
	expect(html).not.toContain('role="img"');
	expect(html).not.toContain('aria-label');
});

test('without a picture but with alt text, the placeholder is an image named by it', async () => {
	const container = await AstroContainer.create();
	const html = await container.renderToString(CoverImage, {
		props: { ...box, alt: '天文观测夜' },
	});
	expect(html).toContain('role="img"');
	expect(html).toContain('aria-label="天文观测夜"');
	expect(html).not.toContain('aria-hidden');
});
