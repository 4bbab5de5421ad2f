import type { ActivityRow } from '../services/activities/present';
import { isPublicActivity } from '../services/activities/visibility';

/** What the permission rules need to know of an activity: who holds it, where, who may see it. */
export interface ActivityRecord {
	kind: 'activity';
	/** The user who published it. */
	ownerId: number;
	/** The organisation it belongs to, if any. */
	organisationId: number | null;
	provinceCode: string;
	cityCode: string;
	/** Everyone may view it, signed in or not. */
	isPublic: boolean;
}

/** An organisation, whose members act on its activities. */
export interface OrganisationRecord {
	kind: 'organisation';
	id: number;
	provinceCode: string;
	cityCode: string;
}

/** A province (`cityCode` ''), a city, or the whole country (both ''). */
export interface RegionRecord {
	kind: 'region';
	provinceCode: string;
	cityCode: string;
}

export type AccessRecord = ActivityRecord | OrganisationRecord | RegionRecord;

export const COUNTRY: RegionRecord = { kind: 'region', provinceCode: '', cityCode: '' };

/** The region of a stored province or city code. */
export function regionRecord(code: string): RegionRecord {
	if (code === '') return COUNTRY;
	const provinceCode = `${code.slice(0, 2)}0000`;
	return { kind: 'region', provinceCode, cityCode: code === provinceCode ? '' : code };
}

export type ActivityAccessFields = Pick<
	ActivityRow,
	'ownerId' | 'organisationId' | 'status' | 'contentApproved' | 'provinceCode' | 'cityCode'
>;

/** An activity row as a record. */
export function activityRecord(row: ActivityAccessFields): ActivityRecord {
	return {
		kind: 'activity',
		ownerId: row.ownerId,
		organisationId: row.organisationId,
		provinceCode: row.provinceCode,
		cityCode: row.cityCode,
		isPublic: isPublicActivity(row),
	};
}

/** An organisation row as a record. */
export function organisationRecord(row: {
	id: number;
	provinceCode: string;
	cityCode: string;
}): OrganisationRecord {
	return {
		kind: 'organisation',
		id: row.id,
		provinceCode: row.provinceCode,
		cityCode: row.cityCode,
	};
}
