/**
 * A name as a stranger may see it: the first and last characters with stars between (张*明,
 * 李*, 欧**锋); one character is a star only.
 */
export function maskName(name: string): string {
	const chars = [...name.trim()];
	if (chars.length <= 1) return '*';
	if (chars.length === 2) return `${chars[0]}*`;
	return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}
