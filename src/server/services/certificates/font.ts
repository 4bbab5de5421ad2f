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

export function fontBytes(weight: Weight): Buffer {
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

/** The width of `text` set at `size` points. */
export function textWidth(text: string, size: number, weight: Weight): number {
	const font = fontOf(weight);
	const run = font.layout(text);
	return (run.advanceWidth * size) / font.unitsPerEm;
}
