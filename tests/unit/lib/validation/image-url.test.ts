import { describe, expect, it } from 'vitest';
import {
	isCoverImageUrl,
	isOwnImageUrl,
	isUploadedImageUrl,
	ownImageOrNothing,
} from '../../../../src/lib/validation/image-url';

const UPLOAD = '/uploads/0123456789abcdef0123456789abcdef.webp';

/** Addresses that either leave the portal or are not image files of ours. */
const REFUSED = [
	'/images/../api/account/loginout',
	'/images/%2e%2e/api/account/loginout',
	'/images/.%2e/api/account/loginout',
	'/uploads/../api/account/loginout',
	'/api/account/loginout',
	'/api/h5/account/loginout',
	'/images/\t/../api/x.png',
	'/images\\..\\api\\x.png',
	'/images/a.png?x=/api/account/loginout',
	'/images/a.png#x',
	'//evil.example/images/a.png',
	'/\t/evil.example/a.png',
	'https://tracker.example/pixel.png',
	'http://127.0.0.1/images/a.png',
	'data:image/png;base64,AAAA',
	'javascript:alert(1)',
	'/uploads/0123456789abcdef0123456789abcdef.pdf',
	'/uploads/x.webp',
	'',
];

describe('image URLs the portal shows', () => {
	it('accepts uploads and the pictures the portal ships', () => {
		expect(isUploadedImageUrl(UPLOAD)).toBe(true);
		expect(isUploadedImageUrl('/uploads/0123456789abcdef0123456789abcdef-w640.webp')).toBe(true);
		expect(isCoverImageUrl(UPLOAD)).toBe(true);
		expect(isCoverImageUrl('/images/chrome/logo.svg')).toBe(true);
		expect(isOwnImageUrl('/media/videos/demo-1/poster.jpg')).toBe(true);
	});

	it.each(REFUSED)('refuses %j everywhere', (url) => {
		expect(isUploadedImageUrl(url)).toBe(false);
		expect(isCoverImageUrl(url)).toBe(false);
		expect(isOwnImageUrl(url)).toBe(false);
		expect(ownImageOrNothing(url)).toBe('');
	});

	it('takes video posters as our images but not as covers a publisher may give', () => {
		expect(isCoverImageUrl('/media/videos/demo-1/poster.jpg')).toBe(false);
		expect(isUploadedImageUrl('/images/chrome/logo.svg')).toBe(false);
	});

	it('shows a stored remote cover as no cover at all', () => {
		expect(ownImageOrNothing('https://cdn.example/cover.jpg')).toBe('');
		expect(ownImageOrNothing(null)).toBe('');
		expect(ownImageOrNothing(UPLOAD)).toBe(UPLOAD);
	});
});
