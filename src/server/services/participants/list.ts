import type { ParticipantPage } from '../../../lib/api/participant-types';
import type { ParticipantFilter as ListFilter } from '../../../lib/validation/participants';
import type { Actor } from '../../access/actor';
import type { Db } from '../../db/types';
import { loadManagedActivity } from './access';
import { toParticipantRecord } from './present';
import { countParticipants, readParticipants } from './query';

/** One page of an activity's registrations, waitlist or check-ins, for its owner or an admin. */
export async function listParticipantPage(
	db: Db,
	query: ListFilter & { page: number; pageSize: number },
	actor: Actor,
): Promise<ParticipantPage> {
	const activity = await loadManagedActivity(db, query.id, actor);
	const filter = {
		activityId: activity.id,
		tab: query.tab,
		keyword: query.keyword,
		fullMobiles: activity.fullMobiles,
	};
	const [total, rows] = await Promise.all([
		countParticipants(db, filter),
		readParticipants(db, filter, {
			limit: query.pageSize,
			offset: (query.page - 1) * query.pageSize,
		}),
	]);
	return {
		items: rows.map(toParticipantRecord),
		total,
		page: query.page,
		pageSize: query.pageSize,
		activity: { id: activity.id, title: activity.title },
		counts: activity.counts,
		can_mark_volunteers: activity.canMarkVolunteers,
	};
}
