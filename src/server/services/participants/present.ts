import type { ParticipantRecord } from '../../../lib/api/participant-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import { minorLabel } from '../../../lib/privacy/minor-label';
import { maskMobile } from '../users';
import type { ParticipantRow } from './query';

/** A participant as the screen shows it: the phone number always masked. */
export function toParticipantRecord(row: ParticipantRow): ParticipantRecord {
	return {
		id: row.id,
		name: row.name,
		mobile: maskMobile(row.mobile),
		organization: row.organization,
		minor: minorLabel(row.under14, row.guardianName),
		created_at: formatBusinessTime(row.createdAt),
		promoted: row.promoted,
		checked_in_at: row.checkedInAt === null ? null : formatBusinessTime(row.checkedInAt),
		volunteer_hours: row.volunteerHours,
	};
}
