import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { UploadResult } from '../../lib/api/types';
import { DomainError } from '../domain-error';
import { makeImageVariants } from './image-variants';
import type { FileStorage } from './storage';

export type UploadKind = 'cover' | 'material';

interface TypeRule {
	/** Which upload kinds accept it. */
	kinds: readonly UploadKind[];
	maxBytes: number;
	label: string;
}

const MB = 1024 * 1024;

/** Types detected from the bytes, never from the name or the declared type. */
const TYPE_RULES: Record<string, TypeRule> = {
	'image/jpeg': { kinds: ['cover', 'material'], maxBytes: 8 * MB, label: 'JPEG 图片' },
	'image/png': { kinds: ['cover', 'material'], maxBytes: 8 * MB, label: 'PNG 图片' },
	'image/webp': { kinds: ['cover', 'material'], maxBytes: 8 * MB, label: 'WebP 图片' },
	'video/mp4': { kinds: ['material'], maxBytes: 50 * MB, label: 'MP4 视频' },
	'application/pdf': { kinds: ['material'], maxBytes: 20 * MB, label: 'PDF 文档' },
};

const IMAGE_WIDTHS: Record<UploadKind, number> = { cover: 1280, material: 1920 };
const MAX_INPUT_PIXELS = 40_000_000;

const badUpload = (message: string) => new DomainError('bad_upload', message);

function randomName(extension: string): string {
	return `${randomBytes(16).toString('hex')}.${extension}`;
}

async function reencodeImage(bytes: Uint8Array, kind: UploadKind) {
	try {
		const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
			.rotate()
			.resize({ width: IMAGE_WIDTHS[kind], withoutEnlargement: true })
			.webp({ quality: 80 })
			.toBuffer({ resolveWithObject: true });
		return { data: new Uint8Array(data), width: info.width, height: info.height };
	} catch {
		throw badUpload('图片无法解析或像素过大');
	}
}

/** The client's file name without path parts, control characters or markup. */
function toDisplayName(name: string): string {
	const printable = [...name].filter((char) => char >= ' ' && !'\\/<>"'.includes(char)).join('');
	return printable.slice(0, 100) || '未命名文件';
}

/**
 * Checks an uploaded file by its bytes and size, re-encodes images to web sizes as WebP (which drops
 * EXIF and anything hidden after the image) plus the srcset width variants, stores it under a random
 * name and answers its URL. `reserve` is told the stored name and every byte the upload will take
 * (variants included) before anything is stored, and may refuse it (the storage quota).
 */
export async function storeUpload(
	storage: FileStorage,
	file: { bytes: Uint8Array; name: string },
	kind: UploadKind,
	reserve: (name: string, bytes: number) => Promise<void> = async () => {},
): Promise<UploadResult> {
	if (file.bytes.byteLength === 0) throw badUpload('文件为空');
	const detected = await fileTypeFromBuffer(file.bytes);
	const rule = detected ? TYPE_RULES[detected.mime] : undefined;
	if (!detected || !rule?.kinds.includes(kind)) {
		throw badUpload(
			kind === 'cover'
				? '封面图片只支持 JPEG、PNG 或 WebP'
				: '资料只支持 JPEG、PNG、WebP 图片，MP4 视频或 PDF 文档',
		);
	}
	if (file.bytes.byteLength > rule.maxBytes) {
		throw badUpload(`${rule.label}不能超过 ${rule.maxBytes / MB} MB`);
	}
	const displayName = toDisplayName(file.name);
	if (detected.mime.startsWith('image/')) {
		const image = await reencodeImage(file.bytes, kind);
		const name = randomName('webp');
		const variants = await makeImageVariants(name, image.data);
		const bytes = variants.reduce((sum, variant) => sum + variant.bytes.byteLength, 0);
		await reserve(name, image.data.byteLength + bytes);
		await Promise.all(variants.map((variant) => storage.put(variant.name, variant.bytes)));
		const url = await storage.put(name, image.data);
		return {
			url,
			name: displayName,
			mime: 'image/webp',
			size: image.data.byteLength,
			width: image.width,
			height: image.height,
		};
	}
	const name = randomName(detected.ext);
	await reserve(name, file.bytes.byteLength);
	const url = await storage.put(name, file.bytes);
	return {
		url,
		name: displayName,
		mime: detected.mime,
		size: file.bytes.byteLength,
		width: null,
		height: null,
	};
}
