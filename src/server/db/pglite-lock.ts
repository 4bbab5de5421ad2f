import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_NAME = 'kpy-server.lock';

function isAlive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'EPERM';
	}
}

function readLockPid(path: string): number | null {
	try {
		const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
		return Number.isInteger(pid) && pid > 0 ? pid : null;
	} catch {
		return null;
	}
}

/**
 * Claims the PGlite directory for this process. PGlite has one connection: a second process opening
 * the same directory would corrupt it (electric-sql/pglite#323), so it fails here at once instead.
 * A lock left by a dead process is taken over.
 */
export function lockPgliteDir(dir: string): () => void {
	mkdirSync(dir, { recursive: true });
	const path = join(dir, LOCK_NAME);
	const holder = readLockPid(path);
	if (holder !== null && holder !== process.pid && isAlive(holder)) {
		throw new Error(
			`数据库目录 ${dir} 已被进程 ${holder} 占用，请先停止该进程或设置其他 PGLITE_DIR。` +
				` / The PGlite directory ${dir} is in use by process ${holder}; stop it or set another PGLITE_DIR.`,
		);
	}
	writeFileSync(path, String(process.pid));
	const release = () => {
		if (readLockPid(path) === process.pid) rmSync(path, { force: true });
	};
	process.once('exit', release);
	return release;
}
