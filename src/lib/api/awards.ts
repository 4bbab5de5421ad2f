import { request } from './http';
import type { Page } from './types';

export type AwardKind = 'activity' | 'organisation';
export type AwardStatus = 'nominated' | 'confirmed';

/** An activity or organisation an admin may nominate for the year. */
export interface AwardCandidate {
	id: number;
	name: string;
	/** The activity's organisation, or the organisation's kind and how many activities qualify it. */
	detail: string;
	region_name: string;
}

export interface AwardNomination {
	id: number;
	kind: AwardKind;
	status: AwardStatus;
	target_id: number;
	target_name: string;
	region_name: string;
	note: string;
	nominated_by: string;
	nominated_at: string;
	confirmed_at: string | null;
}

export interface AwardNominationPage extends Page<AwardNomination> {
	year: number;
	nominated: number;
	confirmed: number;
	/** A national admin's: confirm and revoke. */
	can_confirm: boolean;
}

/** The 优秀活动 calls of the review console; the server keeps each admin inside their region. */
export function getAwardCandidates(query: {
	year: number;
	kind: AwardKind;
	keyword?: string;
	page: number;
}): Promise<Page<AwardCandidate> & { year: number }> {
	return request('/admin/getAwardCandidates', { data: { ...query } });
}

export function getAwardList(query: {
	year: number;
	status?: AwardStatus;
	page: number;
}): Promise<AwardNominationPage> {
	return request('/admin/getAwardList', { data: { ...query } });
}

export function nominateAward(input: {
	kind: AwardKind;
	target_id: number;
	note: string;
	year: number;
}): Promise<{ id: number }> {
	return request('/admin/nominateAward', { data: { ...input } });
}

export function withdrawNomination(id: number): Promise<null> {
	return request('/admin/withdrawNomination', { data: { id } });
}

export function decideAward(input: { id: number; decision: 'confirm' | 'revoke' }): Promise<null> {
	return request('/admin/decideAward', { data: { ...input } });
}

/** The public list (/awards). */
interface AwardedActivity {
	id: number;
	title: string;
	organisation_name: string;
	note: string;
}

interface AwardedOrganisation {
	id: number;
	name: string;
	type_name: string;
	note: string;
}

export interface AwardsOfProvince {
	province_code: string;
	province_name: string;
	activities: AwardedActivity[];
	organisations: AwardedOrganisation[];
}

export interface AwardsPageData {
	year: number;
	/** Years with a confirmed list, latest first. */
	years: number[];
	provinces: AwardsOfProvince[];
}
