import type { RegistrationField } from '../../../lib/api/activity-types';
import { AUDIENCES } from '../../../lib/audiences';
import { JOINT_ACTIONS } from '../../../lib/joint-actions';
import type { ActivityMode } from '../../../lib/validation/activity-modes';

/** The enumerated columns' allowed values, as the template lists them and the import reads them. */
export const MODE_NAMES: Record<string, ActivityMode> = {
	线下: 'offline',
	线上: 'online',
	线上线下结合: 'hybrid',
};

export const AUDIENCE_NAMES = AUDIENCES.map((audience) => audience.name);

export const JOINT_ACTION_NAMES = JOINT_ACTIONS.flatMap((action) =>
	action.lhType === null ? [] : [action.shortName],
);

export const ASKED_NAMES: Record<string, RegistrationField> = {
	姓名: 'name',
	手机号: 'mobile',
	单位: 'organization',
};

export const YES_NO: Record<string, boolean> = { 是: true, 否: false };

/** Several values in one cell: 青少年、老年人 (commas, semicolons and spaces also separate). */
export function splitList(text: string): string[] {
	return text
		.split(/[、,，;；\s]+/)
		.map((part) => part.trim())
		.filter((part) => part !== '');
}

export function lhTypeOf(name: string): number | undefined {
	const found = JOINT_ACTIONS.find((action) => action.shortName === name || action.name === name);
	return found?.lhType ?? undefined;
}

export function audienceIdOf(name: string): number | undefined {
	return AUDIENCES.find((audience) => audience.name === name)?.id;
}
