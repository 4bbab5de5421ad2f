import { describe, expect, it } from 'vitest';
import { safeRedirect, toPageTarget } from '../../../src/lib/safe-redirect';

const ORIGIN = 'https://www.kepuyue.cn';
const HOME = '/home-list';

describe('safeRedirect', () => {
	it('keeps one of our pages with its query', () => {
		expect(safeRedirect('/user-center?tab=2', HOME, ORIGIN)).toBe('/user-center?tab=2');
		expect(safeRedirect('/mobile/detail-page?id=9', HOME, ORIGIN)).toBe('/mobile/detail-page?id=9');
		expect(safeRedirect('/detail-page?id=9', HOME)).toBe('/detail-page?id=9');
	});

	it('falls back for missing, absolute and protocol-relative targets', () => {
		for (const target of [null, undefined, '', 'https://evil.example/', '//evil.example/']) {
			expect(safeRedirect(target, HOME, ORIGIN)).toBe(HOME);
		}
		expect(safeRedirect('/\\evil.example', HOME, ORIGIN)).toBe(HOME);
		expect(safeRedirect('user-center', HOME, ORIGIN)).toBe(HOME);
	});

	it('reads the target as a browser does: tabs and newlines dropped, backslashes as slashes', () => {
		for (const control of ['\t', '\n', '\r', '\r\n']) {
			const target = `/${control}/evil.example/phish`;
			expect(safeRedirect(target, HOME, ORIGIN), JSON.stringify(target)).toBe(HOME);
			expect(safeRedirect(target, HOME), JSON.stringify(target)).toBe(HOME);
		}
		for (const target of ['/\\/evil.example', '\\/evil.example', '/\t\\evil.example', '/ /x']) {
			expect(safeRedirect(target, HOME, ORIGIN), JSON.stringify(target)).toBe(HOME);
		}
	});

	it('hands back the path the browser would go to, so a tab cannot smuggle anything past it', () => {
		expect(safeRedirect('/user-\tcenter?tab=2', HOME, ORIGIN)).toBe('/user-center?tab=2');
		expect(safeRedirect('/mobile/../user-center', HOME, ORIGIN)).toBe('/user-center');
	});

	it('accepts page routes only: no API, upload, file or unknown paths', () => {
		for (const target of [
			'/api/account/loginout',
			'/api/h5/account/loginout',
			'/uploads/0123456789abcdef0123456789abcdef.webp',
			'/sa?x=1',
			'/ics/1.ics',
			'/nowhere',
			'/images/../api/account/loginout',
		]) {
			expect(safeRedirect(target, HOME, ORIGIN), target).toBe(HOME);
		}
	});

	it('does not send a logged-in visitor back to the login page', () => {
		expect(safeRedirect('/login?redirect=%2Fx', HOME, ORIGIN)).toBe(HOME);
		expect(safeRedirect('/login', HOME, ORIGIN)).toBe(HOME);
		expect(safeRedirect('/login/', HOME, ORIGIN)).toBe(HOME);
	});
});

describe('toPageTarget', () => {
	it('answers null rather than a fallback', () => {
		expect(toPageTarget('/%09/evil.example/phish', ORIGIN)).toBeNull();
		expect(toPageTarget('/list-page?keyword=a', ORIGIN)).toBe('/list-page?keyword=a');
	});
});
