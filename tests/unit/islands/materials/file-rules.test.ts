import { describe, expect, it } from 'vitest';
import {
	COVER_RULE,
	checkUploadFile,
	findUploadRule,
	formatBytes,
} from '../../../../src/islands/materials/file-rules';

const MB = 1024 * 1024;

describe('upload file rules', () => {
	it('accepts images, PDF and MP4 within their limits', () => {
		expect(checkUploadFile({ name: 'a.png', type: 'image/png', size: MB })).toMatchObject({
			ok: true,
			rule: { kind: 'image' },
		});
		expect(checkUploadFile({ name: 'b.pdf', type: 'application/pdf', size: MB })).toMatchObject({
			ok: true,
			rule: { kind: 'document' },
		});
		expect(checkUploadFile({ name: 'c.mp4', type: 'video/mp4', size: 40 * MB })).toMatchObject({
			ok: true,
			rule: { kind: 'video' },
		});
	});

	it('falls back to the extension when the browser gives no type', () => {
		expect(findUploadRule({ name: 'Report.PDF', type: '', size: 1 })?.kind).toBe('document');
	});

	it('refuses other formats and names the allowed ones', () => {
		const check = checkUploadFile({ name: 'x.exe', type: 'application/x-msdownload', size: 10 });
		expect(check).toEqual({
			ok: false,
			message: '“x.exe”的格式不支持，请选择 jpg/jpeg/png/webp、pdf、mp4 文件',
		});
	});

	it('refuses a file over its limit and says both sizes', () => {
		const check = checkUploadFile({ name: 'big.mp4', type: 'video/mp4', size: 60 * MB });
		expect(check).toEqual({ ok: false, message: '“big.mp4”有 60 MB，MP4 视频最大 50 MB' });
	});

	it('refuses an empty file', () => {
		expect(checkUploadFile({ name: 'e.png', type: 'image/png', size: 0 }).ok).toBe(false);
	});

	it('holds a cover to images only', () => {
		expect(
			checkUploadFile({ name: 'a.pdf', type: 'application/pdf', size: 5 }, [COVER_RULE]).ok,
		).toBe(false);
	});

	it('formats sizes in KB and MB', () => {
		expect(formatBytes(1536)).toBe('2 KB');
		expect(formatBytes(2.5 * MB)).toBe('2.5 MB');
	});
});
