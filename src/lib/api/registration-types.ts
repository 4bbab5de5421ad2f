/** Request and answer shapes of registration (docs/api.md, "Registration"). Import with `import type` only. */
import type { RegistrationField } from './activity-types';
import type { CertificateOffer } from './certificate-types';

/**
 * joined: holds a seat; waitlisted: in the queue at `position`; can_join: a seat is free;
 * can_waitlist: full, the queue is open; closed: none of these, `reason` says why.
 */
type RegistrationState = 'joined' | 'waitlisted' | 'can_join' | 'can_waitlist' | 'closed';

/** The details a registration carries; the mobile number masked. '' when not asked. */
export interface RegistrationDetailsView {
	name: string;
	mobile: string;
	organization: string;
}

/** What a registration form starts with (`getRegistrationDefaults`): the mobile number in full. */
export type RegistrationDefaults = Record<RegistrationField, string>;

/** A viewer's place in an activity (docs/api.md, "Registration"). */
export interface MyRegistration {
	activity_id: number;
	state: RegistrationState;
	/** 1 for the first in the queue; null unless waitlisted. */
	position: number | null;
	/** Why joining (or, when joined, cancelling) is closed; '' when open. */
	reason: string;
	/** Joined and cancelling still open. */
	can_cancel: boolean;
	/** The registration's number when joined (its check-in code), else null. */
	registration_id: number | null;
	/** The seat came from the waitlist. */
	promoted: boolean;
	/** The viewer's own details (joined or waitlisted), else null. */
	details: RegistrationDetailsView | null;
	/** Certificates the viewer may download: checked in, or marked a volunteer. */
	certificates: CertificateOffer[];
	join_count: number;
	capacity: number | null;
	waitlist_count: number;
}

/** activityJoin and waitlistJoin: the activity's id, plus the details it asks for. */
export interface JoinInput {
	id: number;
	name?: string;
	mobile?: string;
	organization?: string;
	/** 1: agrees to share what the organiser sees (the registration dialog lists it). */
	agree: 1;
	/** Asked when the activity asks for the age: 1 under 14, 0 not. */
	under_14?: 0 | 1;
	guardian_name?: string;
	guardian_agree?: 0 | 1;
}

export interface JoinResult {
	joined: boolean;
	join_count: number;
	capacity: number | null;
	/** The caller's registration after the join. */
	registration: MyRegistration;
}
