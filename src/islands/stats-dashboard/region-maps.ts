import { echarts } from './echarts-core';

/** A map registered with ECharts: its name there and its regions' names by code. */
export interface RegionMap {
	name: string;
	names: Map<string, string>;
}

interface GeoJson {
	features: { properties: { code: string; name: string } }[];
}

const loads = new Map<string, Promise<RegionMap>>();

/**
 * Registers a map once: '' is China by province (`/maps/china.json`, with the 南海诸岛 inset and
 * 钓鱼岛), a province code that province by city (`/maps/provinces/<code>.json`, scripts/province-maps.mjs),
 * fetched only when the dashboard is filtered to it.
 */
export function loadRegionMap(provinceCode: string): Promise<RegionMap> {
	const name = provinceCode ? `province-${provinceCode}` : 'china';
	const url = provinceCode ? `/maps/provinces/${provinceCode}.json` : '/maps/china.json';
	const known = loads.get(name);
	if (known) return known;
	const load = fetch(url)
		.then((response) => {
			if (!response.ok) throw new Error(`地图数据加载失败（HTTP ${response.status}）`);
			return response.json() as Promise<GeoJson>;
		})
		.then((geoJson) => {
			echarts.registerMap(name, geoJson as never);
			const names = geoJson.features.map((feature) => feature.properties);
			return { name, names: new Map(names.map((region) => [region.code, region.name])) };
		})
		.catch((error: unknown) => {
			loads.delete(name);
			throw error;
		});
	loads.set(name, load);
	return load;
}
