/** How long something has waited, as the queue says it: 不到 1 小时, 5 小时, 3 天 2 小时. */
export function waitingText(hours: number): string {
	if (hours < 1) return '不到 1 小时';
	if (hours < 24) return `${hours} 小时`;
	const rest = hours % 24;
	return `${Math.floor(hours / 24)} 天${rest ? ` ${rest} 小时` : ''}`;
}
