import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { storeImageVariants, toVariantName } from '../../storage/image-variants';
import type { FileStorage } from '../../storage/storage';

const PALETTES = [
	['#0b5cad', '#3fa7ff', '#ffd166'],
	['#0f766e', '#34d399', '#fef3c7'],
	['#7c2d12', '#f97316', '#fde68a'],
	['#4c1d95', '#8b5cf6', '#c4b5fd'],
	['#1e3a8a', '#06b6d4', '#e0f2fe'],
	['#14532d', '#84cc16', '#fef9c3'],
] as const;

/** An abstract "atom and orbits" picture with no text, so no font is needed. */
function drawSvg(index: number, width: number, height: number): string {
	const [dark, mid, light] = PALETTES[index % PALETTES.length] ?? PALETTES[0];
	const cx = width * (0.55 + 0.25 * Math.sin(index * 1.7));
	const cy = height * (0.5 + 0.2 * Math.cos(index * 2.3));
	const r = Math.min(width, height) * 0.32;
	const orbits = [0, 60, 120]
		.map(
			(angle) =>
				`<ellipse cx="${cx}" cy="${cy}" rx="${r * 1.25}" ry="${r * 0.42}" fill="none" stroke="${light}" stroke-opacity="0.75" stroke-width="${r * 0.05}" transform="rotate(${angle + index * 11} ${cx} ${cy})"/>`,
		)
		.join('');
	const dots = Array.from({ length: 14 }, (_, i) => {
		const x = ((i * 97 + index * 53) % 100) / 100;
		const y = ((i * 61 + index * 29) % 100) / 100;
		return `<circle cx="${x * width}" cy="${y * height}" r="${2 + ((i + index) % 5)}" fill="${light}" fill-opacity="0.5"/>`;
	}).join('');
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
		<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
			<stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/>
		</linearGradient></defs>
		<rect width="100%" height="100%" fill="url(#g)"/>${dots}${orbits}
		<circle cx="${cx}" cy="${cy}" r="${r * 0.18}" fill="${light}"/>
	</svg>`;
}

/**
 * Stores (once) a generated demo picture and its srcset variants, drawn at twice the size so the
 * wider variants are sharp; the name is derived from its role, so reseeding reuses it.
 */
export async function storeDemoImage(
	storage: FileStorage,
	role: string,
	index: number,
	size: { width: number; height: number },
): Promise<string> {
	const name = `${createHash('sha256').update(`demo:${role}:${index}:v1`).digest('hex').slice(0, 32)}.webp`;
	const url = `/uploads/${name}`;
	if (await storage.get(toVariantName(name, 320))) return url;
	const drawing = await sharp(Buffer.from(drawSvg(index, size.width, size.height)), {
		density: 144,
	})
		.png()
		.toBuffer();
	const main = await sharp(drawing).resize({ width: size.width }).webp({ quality: 70 }).toBuffer();
	await storeImageVariants(storage, name, new Uint8Array(drawing));
	return storage.put(name, new Uint8Array(main));
}
