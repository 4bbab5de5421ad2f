import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '../../lib/format/image-srcset';
import type { FileStorage } from './storage';

const VARIANT_NAME = /^([0-9a-f]{32})-w(\d+)\.webp$/;

/** The stored name of one width variant of the main file `<hex>.webp`. */
export function toVariantName(mainName: string, width: ImageVariantWidth): string {
	return mainName.replace(/\.webp$/, `-w${width}.webp`);
}

/** The main file a variant name was derived from, or null when the name is not a variant. */
export function toMainName(name: string): string | null {
	const match = VARIANT_NAME.exec(name);
	return match ? `${match[1]}.webp` : null;
}

/**
 * The image at every variant width as WebP, named beside `mainName`. A source narrower than a width
 * is made at its own width under that name (never upscaled), so every name the srcset lists exists.
 */
export async function makeImageVariants(
	mainName: string,
	source: Uint8Array,
): Promise<{ name: string; bytes: Uint8Array }[]> {
	return Promise.all(
		IMAGE_VARIANT_WIDTHS.map(async (width) => {
			const bytes = await sharp(source)
				.resize({ width, withoutEnlargement: true })
				.webp({ quality: 70 })
				.toBuffer();
			return { name: toVariantName(mainName, width), bytes: new Uint8Array(bytes) };
		}),
	);
}

/** Makes and stores every width variant of an image (makeImageVariants). */
export async function storeImageVariants(
	storage: FileStorage,
	mainName: string,
	source: Uint8Array,
): Promise<void> {
	const variants = await makeImageVariants(mainName, source);
	await Promise.all(variants.map((variant) => storage.put(variant.name, variant.bytes)));
}

/**
 * Reads a stored file; a variant that was never made (files uploaded before variants existed)
 * falls back to its main file, so a srcset never points at a missing picture.
 */
export async function readStoredFile(
	storage: FileStorage,
	name: string,
): Promise<Uint8Array<ArrayBuffer> | null> {
	const bytes = await storage.get(name);
	if (bytes) return bytes;
	const mainName = toMainName(name);
	return mainName ? storage.get(mainName) : null;
}

/** The stored name that answers `name`: itself, or the main file of a variant never made. */
export async function locateStoredFile(storage: FileStorage, name: string): Promise<string | null> {
	if (await storage.has(name)) return name;
	const mainName = toMainName(name);
	return mainName && (await storage.has(mainName)) ? mainName : null;
}
