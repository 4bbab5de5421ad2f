/** How lists and exports show the under-14 answer: '' when the activity did not ask. */
export function minorLabel(under14: boolean | null, guardianName: string): string {
	if (under14 === null) return '';
	if (!under14) return '否';
	return guardianName === '' ? '是' : `是（监护人：${guardianName}）`;
}
