const pad = (n: number) => String(n).padStart(2, '0');

/** HH:MM:SS as the player readout prints it; anything not finite (live, before metadata) is 00:00:00. */
export function formatClock(seconds: number): string {
	const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
	return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** A time a screen reader speaks: "1分05秒". */
function speakTime(seconds: number): string {
	const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
	const h = Math.floor(s / 3600);
	const m = Math.floor((s % 3600) / 60);
	const rest = `${m}分${pad(s % 60)}秒`;
	return h > 0 ? `${h}小时${rest}` : rest;
}

/** aria-valuetext of the progress slider: "1分05秒，共3分20秒". */
export function speakProgress(current: number, duration: number): string {
	if (duration === Number.POSITIVE_INFINITY) return '直播';
	return `${speakTime(current)}，共${speakTime(duration)}`;
}

/** Wall clock for the full-screen top bar. */
export function formatWallClock(date: Date): string {
	return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
