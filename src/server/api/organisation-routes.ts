import type { Route } from './context';
import { downloadCertificate, markVolunteer, verifyCertificate } from './handlers/certificates';
import {
	addOrganisation,
	answerOrganisationInvitation,
	getMyOrganisations,
	getOrganisationDetail,
	getOrganisationMembers,
	inviteOrganisationMember,
	leaveOrganisationHandler,
	removeOrganisationMember,
	withdrawOrganisationInvitation,
} from './handlers/organisations';
import { HOUR, MINUTE, read, TOGGLE_RATE, write } from './route-builders';

/** Organisations (单位) and their members, and what organisers give participants: volunteer hours and certificates. */
export const ORGANISATION_ROUTES: Record<string, Route> = {
	'/activity/markVolunteer': write(markVolunteer, 'none', {
		limit: 600,
		windowMs: HOUR,
		per: 'user',
	}),
	// No counted limit: a person can only ask for their own few certificates, each made once and
	// then kept, so asking again costs a lookup; a limit's database write would cost more.
	'/certificate/downloadCertificate': read(downloadCertificate, 'user'),
	// Public: anyone holding a certificate checks it; 40-bit MACs make guessing pointless.
	'/certificate/verifyCertificate': {
		...read(verifyCertificate),
		rate: { limit: 120, windowMs: MINUTE, per: 'ip' },
	},
	'/organisation/addOrganisation': write(addOrganisation, 'none', {
		limit: 20,
		windowMs: HOUR,
		per: 'user',
	}),
	'/organisation/getMyOrganisations': read(getMyOrganisations, 'user'),
	'/organisation/getMembers': read(getOrganisationMembers, 'user'),
	'/organisation/inviteMember': write(inviteOrganisationMember, 'none', {
		limit: 60,
		windowMs: HOUR,
		per: 'user',
	}),
	'/organisation/withdrawInvitation': write(withdrawOrganisationInvitation, 'none', TOGGLE_RATE),
	'/organisation/answerInvitation': write(answerOrganisationInvitation, 'none', TOGGLE_RATE),
	'/organisation/removeMember': write(removeOrganisationMember, 'none', TOGGLE_RATE),
	'/organisation/leave': write(leaveOrganisationHandler, 'none', TOGGLE_RATE),
	'/organisation/getOrganisationDetail': read(getOrganisationDetail, 'optional'),
};
