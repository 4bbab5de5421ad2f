import { PROVINCES } from '../../../lib/provinces';
import { listCities } from '../../../lib/regions';
import { listDistricts } from '../../regions';

type Found = { code: string } | { error: string };

/** A region named in a cell, by its name or its 6-digit code, among `options`. */
function pick(options: readonly { code: string; name: string }[], text: string) {
	return options.find((option) => option.name === text || option.code === text);
}

export function provinceOf(text: string): Found {
	const found = pick(PROVINCES, text);
	return found
		? { code: found.code }
		: { error: `找不到省份「${text}」，请填写省份全称，如 北京市、广东省` };
}

/** A blank city is a municipality's one city (北京市 → 110100), else left blank. */
export function cityOf(provinceCode: string, text: string): Found {
	const cities = listCities(provinceCode);
	if (text === '') return { code: cities.length === 1 ? (cities[0]?.code ?? '') : '' };
	const found = pick(cities, text);
	return found ? { code: found.code } : { error: `「${text}」不是所填省份的城市` };
}

export function districtOf(cityCode: string, text: string): Found {
	if (text === '') return { code: '' };
	const found = cityCode === '' ? undefined : pick(listDistricts(cityCode), text);
	return found ? { code: found.code } : { error: `「${text}」不是所填城市的区县` };
}
