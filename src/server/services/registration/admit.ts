import {
	REGISTRATION_AGREEMENT_TEXT,
	sharedWithOrganiser,
} from '../../../lib/privacy/registration-sharing';
import {
	checkRegistrationDetails,
	type RegistrationDetails,
	type RegistrationField,
} from '../../../lib/validation/registration-details';
import { checkGuardian, type GuardianInput } from '../../../lib/validation/registration-guardian';
import { DomainError, refuse } from '../../domain-error';
import type { SeatRow } from './lock';
import { changesClosedReason } from './window';

export interface JoinRequest {
	activityId: number;
	userId: number;
	details: Partial<Record<RegistrationField, unknown>>;
	guardian: GuardianInput;
	/** The joiner ticked the box sharing what the organiser sees. */
	agreed: boolean;
	ip: string;
	now: Date;
}

/** What a new registration or waitlist place stores. */
export type Admitted = RegistrationDetails & {
	under14: boolean | null;
	guardianName: string;
	guardianAgreedAt: Date | null;
};

/** The checks every join and waitlist join makes on a locked activity, answering the details. */
export function admit(row: SeatRow, request: JoinRequest): Admitted {
	const closed = changesClosedReason(row, request.now);
	if (closed) throw new DomainError('closed', closed);
	const checked = checkRegistrationDetails(
		row.registrationFields as RegistrationField[],
		request.details,
	);
	if ('error' in checked) throw refuse.invalid(checked.error);
	const guardian = checkGuardian(row.asksAge, request.guardian);
	if ('error' in guardian) throw refuse.invalid(guardian.error);
	if (!request.agreed) throw refuse.invalid(`${REGISTRATION_AGREEMENT_TEXT}（agree 为 1）`);
	const { under14, guardianName, guardianAgreed } = guardian.answer;
	return {
		...checked.details,
		under14,
		guardianName,
		guardianAgreedAt: guardianAgreed ? request.now : null,
	};
}

/** What the joiner agreed to share with the organiser: the consent written with the registration. */
export function sharedFields(row: SeatRow): string[] {
	return sharedWithOrganiser(row.registrationFields as RegistrationField[], row.asksAge);
}
