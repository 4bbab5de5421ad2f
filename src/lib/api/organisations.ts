import type { MemberRole, OrganisationType } from '../organisations';
import type { ActivitySummary } from './activity-types';
import type { RequestOptions } from './client';
import { request } from './http';

interface OrganisationInfo {
	id: number;
	name: string;
	type: OrganisationType;
	type_name: string;
	province_name: string;
	city_name: string;
	district_name: string;
}

export interface MyOrganisation extends OrganisationInfo {
	role: MemberRole;
	role_name: string;
	member_count: number;
}

export interface Invitation {
	id: number;
	role: MemberRole;
	role_name: string;
	organisation: OrganisationInfo;
}

export interface Members {
	list: {
		user_id: number;
		name: string;
		mobile: string;
		role: MemberRole;
		role_name: string;
		is_me: boolean;
	}[];
	invitations: { id: number; mobile: string; role: MemberRole; role_name: string }[];
}

export function getMyOrganisations(options: Pick<RequestOptions, 'toast'> = {}) {
	return request<{ list: MyOrganisation[]; invitations: Invitation[] }>(
		'/organisation/getMyOrganisations',
		options,
	);
}

export function addOrganisation(data: { name: string; type: string; province_code: string }) {
	return request<{ id: number }>('/organisation/addOrganisation', { data });
}

export function getMembers(organisationId: number) {
	return request<Members>('/organisation/getMembers', {
		data: { organisation_id: organisationId },
	});
}

export function inviteMember(organisationId: number, mobile: string, role: MemberRole) {
	return request<{ id: number }>('/organisation/inviteMember', {
		data: { organisation_id: organisationId, mobile, role },
	});
}

export function answerInvitation(invitationId: number, accept: boolean) {
	return request<null>('/organisation/answerInvitation', {
		data: { invitation_id: invitationId, accept: accept ? 1 : 0 },
	});
}

export function withdrawInvitation(invitationId: number) {
	return request<null>('/organisation/withdrawInvitation', {
		data: { invitation_id: invitationId },
	});
}

export function removeMember(organisationId: number, userId: number) {
	return request<null>('/organisation/removeMember', {
		data: { organisation_id: organisationId, user_id: userId },
	});
}

export function leaveOrganisation(organisationId: number) {
	return request<null>('/organisation/leave', { data: { organisation_id: organisationId } });
}

/** `getOrganisationDetail`: an organisation and a page of its activities. */
export interface OrganisationPageData {
	organisation: OrganisationInfo & { member_count: number };
	is_member: boolean;
	list: ActivitySummary[];
	total: number;
	page: number;
	pageSize: number;
}
