const HLS_TYPES = ['application/vnd.apple.mpegurl', 'application/x-mpegurl', 'audio/mpegurl'];

/**
 * Chooses the engine by URL or MIME type, never by what canPlayType claims (docs/player.md,
 * "Choosing the engine").
 */
export function isHlsSource(src: string, type: string): boolean {
	return /\.m3u8($|[?#])/i.test(src) || HLS_TYPES.includes(type.toLowerCase()) || type === 'm3u8';
}

/** Where the thumbnail track of an HLS source lives: `thumbnails.vtt` beside its playlist. */
export function thumbnailsBeside(src: string): string {
	return src.replace(/[^/?#]*([?#].*)?$/, 'thumbnails.vtt');
}
