import { eq } from 'drizzle-orm';
import { activities, joins } from '../../../src/server/db/schema';
import type { Actor, Scene } from './scene';

const READY = new WeakMap<Actor, number>();
const HOUR_MS = 3_600_000;

/**
 * An approved activity of the actor's own, starting within the hour, with the actor holding a seat, made once per actor straight
 * in the database (their own activity may have been cancelled by another case); then the actor's
 * pass, read through the API so the scene knows the tables changed.
 */
export async function checkinBase(scene: Scene, who: Actor | null) {
	if (!who) return {};
	let id = READY.get(who);
	if (id === undefined) {
		const [own] = await scene.db.select().from(activities).where(eq(activities.id, who.activityId));
		if (!own) throw new Error('the actor has no activity');
		const { id: _id, ...copy } = own;
		const [made] = await scene.db
			.insert(activities)
			.values({
				...copy,
				status: 'approved',
				contentApproved: true,
				joinCount: 1,
				// At a venue and starting within the hour: check-in is open (checkin-window.ts).
				mode: 'offline',
				startAt: new Date(Date.now() + HOUR_MS),
				endAt: new Date(Date.now() + 3 * HOUR_MS),
			})
			.returning({ id: activities.id });
		if (!made) throw new Error('no activity made');
		id = made.id;
		await scene.db.insert(joins).values({ activityId: id, userId: who.auth.uid });
		READY.set(who, id);
	}
	const info = await scene.call('/activity/getCheckinInfo', { id }, who);
	return { id, payload: info.data.pass.payload, code: info.data.pass.code };
}
