/** Widths every uploaded image is also stored at, as `<name>-w<width>.webp` beside the main file. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280] as const;

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** Only re-encoded uploads have variants; posters and other media URLs are left alone. */
const UPLOAD_IMAGE = /^\/uploads\/([0-9a-f]{32})\.webp$/;

/** The URL of one width variant of an uploaded image, or null when the URL is not an upload. */
export function toImageVariantUrl(url: string, width: ImageVariantWidth): string | null {
	const match = UPLOAD_IMAGE.exec(url);
	return match ? `/uploads/${match[1]}-w${width}.webp` : null;
}

/** A `srcset` listing every width variant of an uploaded image, or undefined for any other URL. */
export function buildImageSrcset(url: string): string | undefined {
	if (!UPLOAD_IMAGE.test(url)) return undefined;
	return IMAGE_VARIANT_WIDTHS.map((width) => `${toImageVariantUrl(url, width)} ${width}w`).join(
		', ',
	);
}
