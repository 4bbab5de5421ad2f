/**
 * A registration's 姓名 as lists show it: the first character, the rest as `*` (张** for 张小明);
 * a name of one character stays whole. Without a 姓名, the user's display name, unmasked as in lists.
 */
export function checkinDisplayName(registrationName: string, showName: string): string {
	const chars = Array.from(registrationName.trim());
	if (chars.length === 0) return showName;
	if (chars.length === 1) return chars.join('');
	return `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}
