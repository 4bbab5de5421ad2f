import { forgetUpload, reserveUpload } from '../../services/uploads/quota';
import { storeUpload, type UploadKind } from '../../storage/uploads';
import { type ApiContext, requireSession } from '../context';
import { fail } from '../errors';
import { readMultipart } from '../read-body';

const KINDS: readonly UploadKind[] = ['cover', 'material'];

/**
 * `multipart/form-data` with `file` and `kind` (cover, default, or material); recorded against the
 * uploader's storage quota before it is stored.
 */
export async function uploadFile(context: ApiContext) {
	const form = await readMultipart(context.request);
	const file = form.get('file');
	const kindField = form.get('kind') ?? 'cover';
	const kind = KINDS.find((candidate) => candidate === kindField);
	if (!kind) throw fail.badInput('上传类型 kind 应为 cover 或 material');
	if (!(file instanceof File)) throw fail.badInput('请选择要上传的文件（字段 file）');
	const bytes = new Uint8Array(await file.arrayBuffer());
	const ownerId = requireSession(context).userId;
	let reserved = '';
	const reserve = async (name: string, size: number) => {
		await reserveUpload(context.db, {
			name,
			ownerId,
			bytes: size,
			quotaMb: context.config.uploadQuotaMb,
			now: context.now,
		});
		reserved = name;
	};
	try {
		return await storeUpload(context.deps.storage, { bytes, name: file.name }, kind, reserve);
	} catch (error) {
		if (reserved) await forgetUpload(context.db, reserved);
		throw error;
	}
}
