// `npm run audit:verify`: walks the audit log's hash chain in DATABASE_URL or PGLITE_DIR (the server
// must not hold the PGlite directory) and exits 1 at the first edited or missing entry.
import { createServer } from 'vite';

const vite = await createServer({
	configFile: false,
	logLevel: 'error',
	server: { middlewareMode: true, hmr: false, ws: false },
	appType: 'custom',
	optimizeDeps: { noDiscovery: true, include: [] },
});
let code = 1;
try {
	const { runAuditVerifyCommand } = await vite.ssrLoadModule(
		'/src/server/services/audit/verify-command.ts',
	);
	code = await runAuditVerifyCommand();
} catch (error) {
	console.error(error instanceof Error ? error.message : error);
} finally {
	await vite.close();
}
process.exit(code);
