/** Length of a media playlist in seconds: the sum of its segment durations. */
function sumPlaylistDuration(playlist: string): number {
	let total = 0;
	for (const match of playlist.matchAll(/#EXTINF:\s*([\d.]+)/g)) total += Number(match[1]);
	return total;
}

/** Reads a media playlist's length; rejects when it cannot be fetched. */
export async function fetchPlaylistDuration(url: string, signal: AbortSignal): Promise<number> {
	const response = await fetch(url, { credentials: 'same-origin', signal });
	if (!response.ok) throw new Error(`HTTP ${response.status}`);
	return sumPlaylistDuration(await response.text());
}
