import { describe, expect, it } from 'vitest';
import {
	detectDevice,
	isMobileUserAgent,
	rootFontSize,
	viewportDevice,
} from '../../../src/lib/device';
import { DESKTOP_UA, MOBILE_UA } from '../server/edge/steps/fake-context';

describe('device', () => {
	it.each([
		MOBILE_UA,
		'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36',
		'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15',
	])('recognises the mobile user agent %s', (ua) => {
		expect(isMobileUserAgent(ua)).toBe(true);
	});

	it('does not take a desktop browser for a phone', () => {
		expect(isMobileUserAgent(DESKTOP_UA)).toBe(false);
		expect(isMobileUserAgent(undefined)).toBe(false);
	});

	it('is mobile at 768 px or less, or with a mobile user agent', () => {
		expect(detectDevice(DESKTOP_UA, 768)).toBe('mobile');
		expect(detectDevice(DESKTOP_UA, 769)).toBe('desktop');
		expect(detectDevice(MOBILE_UA, 1280)).toBe('mobile');
	});

	it('names no device for a window narrower than any phone, as a minimised or captured one reports', () => {
		expect(viewportDevice(DESKTOP_UA, 1)).toBeNull();
		expect(viewportDevice(DESKTOP_UA, 0)).toBeNull();
		expect(viewportDevice(DESKTOP_UA, 280)).toBe('mobile');
		expect(viewportDevice(DESKTOP_UA, 1440)).toBe('desktop');
	});

	it.each([
		[200, (100 * 320) / 750],
		[320, (100 * 320) / 750],
		[375, 50],
		[749, (100 * 749) / 750],
		[750, 100],
		[991, 100],
		[992, 16],
		[1920, 16],
	])('sets the root font size at width %i to %f px', (width, expected) => {
		expect(rootFontSize(width)).toBeCloseTo(expected, 10);
	});

	it('keeps the root font size function self-contained, as the inline script serialises it', () => {
		const serialised = new Function(`return (${rootFontSize.toString()})(375)`);
		expect(serialised()).toBe(50);
	});
});
