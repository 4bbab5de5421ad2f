// `npm run db:seed [-- --reset]`: seeds the demo data into DATABASE_URL or PGLITE_DIR (the server must
// not hold the PGlite directory). Vite loads the TypeScript seed and its bundled migrations.
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
	const { runSeedCommand } = await vite.ssrLoadModule('/src/server/db/seed/run-seed.ts');
	code = await runSeedCommand(process.argv.slice(2));
} catch (error) {
	console.error(error instanceof Error ? error.message : error);
} finally {
	await vite.close();
}
process.exit(code);
