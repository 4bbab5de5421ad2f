/** Saturation, brightness and contrast, each 0..1 (docs/player.md, "Colour filter"). */
export interface ColourFilter {
	saturate: number;
	brightness: number;
	contrast: number;
}

export const DEFAULT_COLOUR_FILTER: ColourFilter = {
	saturate: 0.392,
	brightness: 0.392,
	contrast: 0.392,
};

export const COLOUR_CHANNELS = [
	{ key: 'saturate', label: '饱和度' },
	{ key: 'brightness', label: '亮度' },
	{ key: 'contrast', label: '对比度' },
] as const satisfies readonly { key: keyof ColourFilter; label: string }[];

/** The number the dialog shows: value × 255. */
export function displayColourValue(value: number): number {
	return Math.round(value * 255);
}

/** The CSS filter applied to this player's video: each factor is value × 2.55 (the default is neutral 1.00). */
export function toCssFilter(filter: ColourFilter): string {
	return COLOUR_CHANNELS.map(({ key }) => `${key}(${(filter[key] * 2.55).toFixed(2)})`).join(' ');
}
