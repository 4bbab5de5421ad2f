import { getServerConfig } from '../../config';
import { openPglite, openPostgres } from '../../db/client';
import { applyMigrations } from '../../db/migrate';
import { verifyAuditChain } from './verify';

/** `npm run audit:verify`: answers the exit code, 0 when the whole chain holds. */
export async function runAuditVerifyCommand(): Promise<number> {
	const config = getServerConfig();
	const handle = config.databaseUrl
		? openPostgres({ url: config.databaseUrl })
		: await openPglite(config.pgliteDir);
	try {
		await applyMigrations(handle.db);
		const check = await verifyAuditChain(handle.db);
		if (check.ok) {
			console.log(
				`审计日志完整：已核对 ${check.checked} 条 / audit chain intact: ${check.checked} entries`,
			);
			return 0;
		}
		console.error(
			`审计日志第 ${check.entryId} 条未通过核对：${check.problem}（此前 ${check.checked} 条完好）/ audit chain broken at entry ${check.entryId}`,
		);
		return 1;
	} finally {
		await handle.close();
	}
}
