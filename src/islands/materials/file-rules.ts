/** What may be uploaded, checked in the browser before a byte is sent; the server checks the bytes again. */
type UploadKind = 'image' | 'video' | 'document';

export interface UploadRule {
	kind: UploadKind;
	label: string;
	mimeTypes: readonly string[];
	extensions: readonly string[];
	maxBytes: number;
}

const MB = 1024 * 1024;

export const UPLOAD_RULES: readonly UploadRule[] = [
	{
		kind: 'image',
		label: '图片',
		mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
		extensions: ['jpg', 'jpeg', 'png', 'webp'],
		maxBytes: 8 * MB,
	},
	{
		kind: 'document',
		label: 'PDF 文档',
		mimeTypes: ['application/pdf'],
		extensions: ['pdf'],
		maxBytes: 20 * MB,
	},
	{
		kind: 'video',
		label: 'MP4 视频',
		mimeTypes: ['video/mp4'],
		extensions: ['mp4'],
		maxBytes: 50 * MB,
	},
];

export const COVER_RULE: UploadRule = {
	kind: 'image',
	label: '封面图片',
	mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
	extensions: ['jpg', 'jpeg', 'png', 'webp'],
	maxBytes: 8 * MB,
};

export interface FileFacts {
	name: string;
	type: string;
	size: number;
}

export type FileCheck = { ok: true; rule: UploadRule } | { ok: false; message: string };

function extensionOf(name: string): string {
	const dot = name.lastIndexOf('.');
	return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function formatBytes(bytes: number): string {
	if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
	return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The rule a file falls under, by its type or, when the browser gives none, its extension. */
export function findUploadRule(
	file: FileFacts,
	rules: readonly UploadRule[] = UPLOAD_RULES,
): UploadRule | undefined {
	const extension = extensionOf(file.name);
	return rules.find((rule) =>
		file.type ? rule.mimeTypes.includes(file.type) : rule.extensions.includes(extension),
	);
}

/** Names the file and the rule it breaks, in the words shown beside the upload button. */
export function checkUploadFile(
	file: FileFacts,
	rules: readonly UploadRule[] = UPLOAD_RULES,
): FileCheck {
	const rule = findUploadRule(file, rules);
	if (!rule) {
		const allowed = rules.map((item) => item.extensions.join('/')).join('、');
		return { ok: false, message: `“${file.name}”的格式不支持，请选择 ${allowed} 文件` };
	}
	if (file.size === 0) return { ok: false, message: `“${file.name}”是空文件` };
	if (file.size > rule.maxBytes) {
		return {
			ok: false,
			message: `“${file.name}”有 ${formatBytes(file.size)}，${rule.label}最大 ${formatBytes(rule.maxBytes)}`,
		};
	}
	return { ok: true, rule };
}
