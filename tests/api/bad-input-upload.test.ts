import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CODES } from '../../src/server/api/errors';
import { ROUTES } from '../../src/server/api/routes';
import { CORPUS, deal } from './bad-input/corpus';
import { openScene, type Scene } from './bad-input/scene';

/**
 * The bulk import reads a spreadsheet and stores no file, and has no `kind`: its bad files (not an
 * XLSX, none, too large, too many rows, a ZIP claiming too much) are in activity-import.test.ts.
 */
const SPREADSHEET_IMPORT = '/activity/importActivities';

/**
 * Every multipart route that stores a file gets each corpus string once, as the file name, the part's content type or
 * the `kind` field, half through FormData and half as hand-written multipart bytes (which FormData
 * would escape): never a 5xx, a Chinese refusal that stores no file, and an accepted file stored as
 * sent under a harmless display name.
 */
const UPLOADS = Object.entries(ROUTES)
	.filter(([path, route]) => route.body === 'multipart' && path !== SPREADSHEET_IMPORT)
	.map(([path]) => path);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const FIELDS = ['filename', 'type', 'kind'] as const;
type Part = Record<(typeof FIELDS)[number], string>;
const VALID: Part = { filename: 'report.pdf', type: 'application/pdf', kind: 'material' };
const CHINESE = /[\u4e00-\u9fff]/;
const unsafeName = (name: string) =>
	name.length === 0 || name.length > 100 || [...name].some((c) => c < ' ' || '\\/<>"'.includes(c));

let scene: Scene;
beforeAll(async () => {
	scene = await openScene();
}, 120_000);
afterAll(async () => scene?.close());

function formData(part: Part): { body: BodyInit; type: string } {
	const form = new FormData();
	form.set('kind', part.kind);
	form.set('file', new File([PDF], part.filename, { type: part.type }));
	return { body: form, type: '' };
}

function handWritten(part: Part): { body: BodyInit; type: string } {
	const boundary = 'kpyBadInputBoundary7MA4YWxk';
	const head = [
		`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${part.kind}\r\n`,
		`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${part.filename}"\r\n`,
		`Content-Type: ${part.type}\r\n\r\n`,
	].join('');
	const bytes = [
		new TextEncoder().encode(head),
		PDF,
		new TextEncoder().encode(`\r\n--${boundary}--\r\n`),
	];
	return { body: new Blob(bytes), type: `multipart/form-data; boundary=${boundary}` };
}

function storedFiles(): number {
	const dir = scene.api.config.uploadDir;
	return existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0;
}

test('uploads: each corpus string as a file name, a content type or a kind', async () => {
	expect(UPLOADS.length).toBeGreaterThan(0);
	const targets = UPLOADS.flatMap((path) => FIELDS.map((field) => ({ path, field })));
	const failures: string[] = [];
	let calls = 0;
	let accepted = 0;
	for (const { target, strings } of deal(targets, CORPUS, 0)) {
		for (const text of strings) {
			const part = { ...VALID, [target.field]: text };
			const raw = calls % 2 === 0 ? formData(part) : handWritten(part);
			const where = `${target.path} ${target.field}=${JSON.stringify(text).slice(0, 60)} (${calls % 2 === 0 ? 'FormData' : 'bytes'})`;
			const who = await scene.actorFor(target.path, 'publisher');
			const filesBefore = storedFiles();
			const answer = await scene.call(target.path, {}, who, {
				raw,
				base: calls % 4 < 2 ? '/api' : '/api/h5',
			});
			calls += 1;
			if (answer.status >= 500) failures.push(`${where}: HTTP ${answer.status} ${answer.msg}`);
			else if (answer.code !== 0) {
				if (!CHINESE.test(answer.msg)) failures.push(`${where}: not Chinese: ${answer.msg}`);
				if (
					target.field === 'kind' &&
					answer.code === CODES.badInput &&
					!answer.msg.includes('上传类型')
				) {
					failures.push(`${where}: message does not name 上传类型: ${answer.msg}`);
				}
				if (storedFiles() !== filesBefore) failures.push(`${where}: refused yet stored a file`);
			} else {
				accepted += 1;
				const { name, url } = answer.data as { name: string; url: string };
				if (unsafeName(name)) {
					failures.push(`${where}: unsafe display name ${JSON.stringify(name)}`);
				}
				const file = join(scene.api.config.uploadDir, url.replace('/uploads/', ''));
				if (!/^\/uploads\/[0-9a-f]{32}\.pdf$/.test(url) || !readFileSync(file).equals(PDF)) {
					failures.push(`${where}: stored ${url} is not the PDF that was sent`);
				}
			}
		}
	}
	console.log(
		`bad input, uploads: ${calls} calls over ${targets.length} fields, ${accepted} accepted`,
	);
	expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);
}, 600_000);
