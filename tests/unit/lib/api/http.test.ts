import { describe, expect, it } from 'vitest';
import { apiBasePath } from '../../../../src/lib/api/http';

describe('apiBasePath', () => {
	it('is /api on the desktop layout and /api/h5 on the mobile one', () => {
		expect(apiBasePath('desktop')).toBe('/api');
		expect(apiBasePath('mobile')).toBe('/api/h5');
	});
});
