import { describe, expect, it } from 'vitest';
import { isHostApp } from '../../../src/lib/host-app-agent';

const ANDROID =
	'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

describe('isHostApp', () => {
	it('recognises the ccwork marker in the user agent', () => {
		expect(isHostApp(`${ANDROID} ccwork/3.2.0`)).toBe(true);
		expect(isHostApp(`${ANDROID} CCWork/1.0`)).toBe(true);
	});

	it('does not take an ordinary browser or a look-alike word for the host app', () => {
		expect(isHostApp(ANDROID)).toBe(false);
		expect(isHostApp(`${ANDROID} ccworkshop/1`)).toBe(false);
		expect(isHostApp(null)).toBe(false);
	});
});
