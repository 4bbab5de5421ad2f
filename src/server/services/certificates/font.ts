import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * Noto Sans SC (OFL), from the npm package that ships its TrueType files, so certificates need no
 * font installed on the machine. The PDF embeds the subset of glyphs it uses; the PNG draws the
 * glyphs' outlines.
 */
const FILES = {
	regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
	bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

export type Weight = keyof typeof FILES;

const require = createRequire(import.meta.url);
const bytes = new Map<Weight, Buffer>();
const fonts = new Map<Weight, fontkit.Font>();

function fontBytes(weight: Weight): Buffer {
	let kept = bytes.get(weight);
	if (!kept) {
		kept = readFileSync(require.resolve(FILES[weight]));
		bytes.set(weight, kept);
	}
	return kept;
}

export function fontOf(weight: Weight): fontkit.Font {
	let font = fonts.get(weight);
	if (!font) {
		font = fontkit.create(fontBytes(weight)) as fontkit.Font;
		fonts.set(weight, font);
	}
	return font;
}

const advances = new Map<string, number>();

/** The advance of `piece` in font units, kept: lines are measured a character at a time. */
function advanceOf(piece: string, weight: Weight): number {
	const key = `${weight}:${piece}`;
	let advance = advances.get(key);
	if (advance === undefined) {
		advance = fontOf(weight).layout(piece).advanceWidth;
		if (advances.size < 20_000) advances.set(key, advance);
	}
	return advance;
}

/** The width of `text` set at `size` points (pieces' advances summed: no kerning across them). */
export function textWidth(text: string | readonly string[], size: number, weight: Weight): number {
	const pieces = typeof text === 'string' ? [...text] : text;
	let units = 0;
	for (const piece of pieces) units += advanceOf(piece, weight);
	return (units * size) / fontOf(weight).unitsPerEm;
}
