// A throw-away PostgreSQL cluster of our own (drill:db stops and starts it), never the shared one:
// initdb into a temporary directory owned by the postgres user, listening on 127.0.0.1:<port> only.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

function postgresBin() {
	const root = '/usr/lib/postgresql';
	const versions = existsSync(root)
		? readdirSync(root)
				.filter((name) => existsSync(join(root, name, 'bin/pg_ctl')))
				.sort((a, b) => Number(b) - Number(a))
		: [];
	if (!versions.length) throw new Error(`no PostgreSQL binaries under ${root}/*/bin`);
	return join(root, versions[0], 'bin');
}

function idOf(flag) {
	const result = spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
	if (result.status !== 0) throw new Error('there is no postgres user to run the cluster as');
	return Number(result.stdout.trim());
}

/** initdb, then start on `port`. Answers `{ url, stop(mode), start(), destroy() }`. */
export function createPrivatePostgres({ port }) {
	const bin = postgresBin();
	const root = mkdtempSync('/tmp/kpy-drill-pg-');
	chownSync(root, idOf('-u'), idOf('-g'));
	const data = join(root, 'data');
	const logFile = join(root, 'postgres.log');
	const asPostgres = (tool, args) => {
		const asRoot = process.getuid?.() === 0;
		const command = asRoot ? 'runuser' : join(bin, tool);
		const argv = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
		const result = spawnSync(command, argv, { cwd: root, encoding: 'utf8', stdio: 'pipe' });
		if (result.status !== 0) {
			const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-2000) : '';
			throw new Error(
				`${tool} ${args.join(' ')} failed:\n${result.stderr}${result.stdout}\n${log}`,
			);
		}
	};
	asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
	let running = false;
	const cluster = {
		url: `postgres://postgres@127.0.0.1:${port}/postgres`,
		start() {
			const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`;
			asPostgres('pg_ctl', ['-D', data, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
			running = true;
		},
		/** `fast` ends sessions with 57P01 and checkpoints; `immediate` is a crash. */
		stop(mode = 'fast') {
			asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
			running = false;
		},
		destroy() {
			if (running) {
				try {
					cluster.stop('immediate');
				} catch (error) {
					console.error(error.message);
				}
			}
			rmSync(root, { recursive: true, force: true });
		},
	};
	try {
		cluster.start();
	} catch (error) {
		rmSync(root, { recursive: true, force: true });
		throw error;
	}
	return cluster;
}
