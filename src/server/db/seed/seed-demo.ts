import { count, sql } from 'drizzle-orm';
import { JOINT_ACTIONS } from '../../../lib/joint-actions';
import { listCities } from '../../../lib/regions';
import { LIST_PATH, MOBILE_LIST_PATH } from '../../../lib/routes';
import type { ServerConfig } from '../../config';
import { createFileStorage } from '../../storage/create-storage';
import type { FileStorage } from '../../storage/storage';
import { LOCKS } from '../locks';
import { activities, banners, educationBases, jointActions, resources, users } from '../schema';
import type { Db } from '../types';
import { buildDemoActivities } from './demo-activities';
import { seedEngagement, seedOwnActivities } from './demo-engagement';
import { storeDemoImage } from './demo-images';
import { seedOrganisations } from './demo-organisations';
import { buildDemoResources } from './demo-resources';
import { BANNER_TITLES, EDUCATION_BASES, USER_NAMES } from './demo-text';
import { createRandom } from './random';

/** Documented in docs/api.md: log in with these numbers and the code the sender prints. */
const DEMO_ADMIN_MOBILE = '13800000000';
/** Province admins to try scoped review with (README): 北京市 and 广东省. */
const DEMO_PROVINCE_ADMINS = [
	{ mobile: '13800000011', showName: '北京市管理员', adminRegion: '110000' },
	{ mobile: '13800000044', showName: '广东省管理员', adminRegion: '440000' },
];
const DEMO_USER_MOBILES = [
	'13800000001',
	'13800000002',
	'13800000003',
	'13800000004',
	'13800000005',
];
const AUDIENCE_USERS = 30;

/**
 * What the seed writes. It rewrites every activity four times (counts, organisations), leaving two
 * dead rows for each live one and no statistics, so every list query planned blind over a bloated
 * table until autovacuum came by, and the embedded database has no autovacuum: PostgreSQL spent
 * 1.5 ms on each list page it rendered, against 0.9 ms once vacuumed and analysed.
 */
const SEEDED_TABLES = [
	'users',
	'joint_actions',
	'education_bases',
	'activities',
	'joins',
	'collects',
	'thumbs',
	'messages',
	'organisations',
	'organisation_members',
	'resources',
	'banners',
];

async function storeImages(storage: FileStorage) {
	const many = (role: string, n: number, width: number, height: number) =>
		Promise.all(
			Array.from({ length: n }, (_, i) => storeDemoImage(storage, role, i, { width, height })),
		);
	const [covers, pcBanners, mobileBanners] = [
		await many('cover', 12, 640, 360),
		await many('banner-pc', BANNER_TITLES.length, 1200, 400),
		await many('banner-mobile', BANNER_TITLES.length, 750, 360),
	];
	return { covers, pcBanners, mobileBanners };
}

/**
 * Writes the whole demo data set (README, `SEED_DEMO`) in one transaction. With `onlyIfEmpty`, a
 * database that has users is left alone (answer `null`); the lock makes servers starting together seed once.
 */
export async function seedDemo(
	db: Db,
	storage: FileStorage,
	options: { now?: Date; onlyIfEmpty?: boolean } = {},
) {
	const now = options.now ?? new Date();
	const random = createRandom(20250901);
	const images = await storeImages(storage);
	const summary = await db.transaction(async (tx) => {
		await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCKS.demoSeed})`);
		const [existing] = await tx.select({ n: count() }).from(users);
		if (options.onlyIfEmpty && (existing?.n ?? 0) > 0) return null;
		const people = [
			{ mobile: DEMO_ADMIN_MOBILE, showName: '科普月管理员', roles: ['user', 'national_admin'] },
			...DEMO_PROVINCE_ADMINS.map((admin) => ({ ...admin, roles: ['user', 'province_admin'] })),
			...DEMO_USER_MOBILES.map((mobile, i) => ({
				mobile,
				showName: USER_NAMES[i] ?? '科普用户',
				roles: ['user'],
			})),
			...Array.from({ length: AUDIENCE_USERS }, (_, i) => ({
				mobile: `139${String(i + 1).padStart(8, '0')}`,
				showName: `科普爱好者${i + 1}`,
				roles: ['user'],
			})),
		];
		const userRows = await tx
			.insert(users)
			.values(
				people.map((person) => ({
					...person,
					openid: crypto.randomUUID(),
					createdAt: now,
					nameSetAt: now,
				})),
			)
			.returning({ id: users.id, mobile: users.mobile });
		const idOf = (mobile: string) => userRows.find((row) => row.mobile === mobile)?.id ?? 0;
		const publisherIds = DEMO_USER_MOBILES.map(idOf);
		await tx.insert(jointActions).values(
			JOINT_ACTIONS.map((action, i) => ({
				lhType: action.lhType,
				name: action.name,
				summary: `${action.shortName}围绕全国科普月主题组织开展的系列科普活动。`,
				cover: images.covers[i % images.covers.length] ?? '',
				sortOrder: i,
			})),
		);
		const baseRows = await tx
			.insert(educationBases)
			.values(
				EDUCATION_BASES.map((base, i) => ({
					name: base.name,
					provinceCode: base.province,
					cityCode: listCities(base.province)[0]?.code ?? '',
					address: base.address,
					summary: `${base.name}是全国科普教育基地，常年面向公众开放。`,
					cover: images.covers[(i + 3) % images.covers.length] ?? '',
					sortOrder: i,
				})),
			)
			.returning({ id: educationBases.id });
		const rows = buildDemoActivities(random, {
			ownerIds: publisherIds,
			covers: images.covers,
			baseIds: baseRows.map((row) => row.id),
			now,
		});
		const activityIds: number[] = [];
		for (let start = 0; start < rows.length; start += 100) {
			const inserted = await tx
				.insert(activities)
				.values(rows.slice(start, start + 100))
				.returning({ id: activities.id });
			activityIds.push(...inserted.map((row) => row.id));
		}
		const audienceIds = userRows.filter((row) => row.mobile.startsWith('139')).map((row) => row.id);
		await seedEngagement(tx, random, { activityIds, audienceIds, now });
		await seedOwnActivities(tx, publisherIds[0] ?? 0, activityIds.slice(1, 4));
		await seedOrganisations(tx);
		await tx.insert(resources).values(buildDemoResources(random, images.covers, now));
		await tx.insert(banners).values([
			...BANNER_TITLES.map((title, i) => ({
				position: 'pc' as const,
				title,
				image: images.pcBanners[i] ?? '',
				link: LIST_PATH,
				sortOrder: i,
			})),
			...BANNER_TITLES.map((title, i) => ({
				position: 'mobile' as const,
				title,
				image: images.mobileBanners[i] ?? '',
				link: MOBILE_LIST_PATH,
				sortOrder: i,
			})),
		]);
		return { users: userRows.length, activities: activityIds.length };
	});
	if (summary) await db.execute(sql.raw(`VACUUM (ANALYZE) ${SEEDED_TABLES.join(', ')}`));
	return summary;
}

/** Seeds an empty database (no users yet). */
export async function seedDemoIfEmpty(db: Db, config: ServerConfig): Promise<boolean> {
	const [row] = await db.select({ n: count() }).from(users);
	if ((row?.n ?? 0) > 0) return false;
	const started = Date.now();
	const summary = await seedDemo(db, createFileStorage(config), { onlyIfEmpty: true });
	if (!summary) return false;
	console.log(
		`[db] demo data seeded: ${summary.activities} activities, ${summary.users} users (${Date.now() - started} ms)`,
	);
	return true;
}
