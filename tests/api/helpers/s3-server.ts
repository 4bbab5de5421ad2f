import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** The configuration that points `UPLOAD_STORE` at a local S3 server's bucket. */
export function s3Env(port: number, bucket: string, prefix: string): Record<string, string> {
	return {
		UPLOAD_STORE: `s3://${bucket}/${prefix}`,
		S3_ENDPOINT: `http://127.0.0.1:${port}`,
		S3_REGION: 'us-east-1',
		S3_ACCESS_KEY_ID: 'S3RVER',
		S3_SECRET_ACCESS_KEY: 'S3RVER',
		S3_FORCE_PATH_STYLE: 'true',
	};
}

/** A real S3-compatible server process (scripts/s3-server.mjs, s3rver) on a free port. */
export async function startS3Server(bucket: string) {
	const directory = mkdtempSync(join(tmpdir(), 'kpy-s3-'));
	const child: ChildProcess = spawn(
		process.execPath,
		['scripts/s3-server.mjs', directory, bucket, '0'],
		{ stdio: ['ignore', 'pipe', 'inherit'] },
	);
	const port = await new Promise<number>((resolve, reject) => {
		child.once('exit', (code) => reject(new Error(`s3-server exited with ${code}`)));
		const lines = createInterface({ input: child.stdout ?? process.stdin });
		lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
	});
	return {
		port,
		directory,
		stop: async () => {
			const exited = new Promise((resolve) => child.once('exit', resolve));
			child.kill('SIGTERM');
			await exited;
			rmSync(directory, { recursive: true, force: true });
		},
	};
}
