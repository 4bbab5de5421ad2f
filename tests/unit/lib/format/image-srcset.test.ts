import { describe, expect, it } from 'vitest';
import { buildImageSrcset, toImageVariantUrl } from '../../../../src/lib/format/image-srcset';

const UPLOAD = '/uploads/0123456789abcdef0123456789abcdef.webp';

describe('image srcset', () => {
	it('lists the 320, 640, 960 and 1280 px WebP variants of an uploaded image', () => {
		expect(buildImageSrcset(UPLOAD)).toBe(
			'/uploads/0123456789abcdef0123456789abcdef-w320.webp 320w, ' +
				'/uploads/0123456789abcdef0123456789abcdef-w640.webp 640w, ' +
				'/uploads/0123456789abcdef0123456789abcdef-w960.webp 960w, ' +
				'/uploads/0123456789abcdef0123456789abcdef-w1280.webp 1280w',
		);
	});

	it('names one variant after the main file', () => {
		expect(toImageVariantUrl(UPLOAD, 640)).toBe(
			'/uploads/0123456789abcdef0123456789abcdef-w640.webp',
		);
	});

	it.each([
		['a public media poster', '/media/posters/launch.jpg'],
		['another origin', 'https://cdn.example.com/uploads/0123456789abcdef0123456789abcdef.webp'],
		['a stored PDF', '/uploads/0123456789abcdef0123456789abcdef.pdf'],
		['a variant itself', '/uploads/0123456789abcdef0123456789abcdef-w640.webp'],
		['an empty cover', ''],
	])('gives no srcset for %s', (_, url) => {
		expect(buildImageSrcset(url)).toBeUndefined();
		expect(toImageVariantUrl(url, 320)).toBeNull();
	});
});
