import { sql } from 'drizzle-orm';
import { getServerConfig } from '../../config';
import { createFileStorage } from '../../storage/create-storage';
import { openPglite, openPostgres } from '../client';
import { applyMigrations } from '../migrate';
import { seedDemo } from './seed-demo';

const TABLES = [
	'analytics_events',
	'messages',
	'materials',
	'thumbs',
	'collects',
	'joins',
	'activities',
	'education_bases',
	'joint_actions',
	'banners',
	'resources',
	'rate_hits',
	'login_codes',
	'sessions',
	'users',
];

/**
 * `npm run db:seed [-- --reset]`: migrates the configured database and seeds the demo data; an
 * existing data set is kept unless `--reset` empties every table first. Answers the exit code.
 */
export async function runSeedCommand(args: string[]): Promise<number> {
	const config = getServerConfig();
	const handle = config.databaseUrl
		? openPostgres({ url: config.databaseUrl })
		: await openPglite(config.pgliteDir);
	try {
		await applyMigrations(handle.db);
		if (args.includes('--reset')) {
			await handle.db.execute(sql.raw(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY CASCADE`));
			console.log('已清空全部业务数据 / all tables emptied');
		}
		const summary = await seedDemo(handle.db, createFileStorage(config), {
			onlyIfEmpty: true,
		});
		if (!summary) {
			console.log(
				'数据库已有数据，未写入演示数据；需要重建请加 --reset / database not empty: use --reset',
			);
			return 0;
		}
		console.log(
			`演示数据已写入 / demo data seeded: ${summary.activities} activities, ${summary.users} users`,
		);
		return 0;
	} finally {
		await handle.close();
	}
}
