// The registration lifecycle's share of `npm run bench:soak`: a few small activities with a waitlist,
// and signed-in users who join, cancel, join and leave the waitlist and ask where they stand, racing
// for the same seats. What they see is checked as they go (a place in the queue never moves back
// while one waits), and the database at the end: counters equal rows, nobody both seated and
// queued, no free seat while someone waits, no queue entry promoted twice (one 站内信 per promotion,
// never more promotions of a person than times they queued), promoted seats announced.

/** Capacities of the lifecycle activities: small, so seats are released and taken all the time. */
const CAPACITIES = [2, 3, 5];
/** The share of a signed-in user's steps spent on the lifecycle activities. */
export const LIFECYCLE_SHARE = 0.25;

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const unknown = (answer) => answer.status === 0 || answer.status >= 500;

/** Publishes the lifecycle activities with `publish(title, capacity)`; answers the tracker. */
export async function setUpLifecycle(publish, titlePrefix) {
	const ids = [];
	for (const [n, capacity] of CAPACITIES.entries()) {
		ids.push(await publish(`${titlePrefix} 候补 ${n}`, capacity));
	}
	return createLifecycleLog(ids);
}

function createLifecycleLog(ids) {
	/** `activity:user` → { state, episodes, lastPosition, uncertain }. */
	const people = new Map();
	const problems = [];
	const counts = { cancel: 0, waitlist: 0, leave: 0, promotedSeen: 0, state: 0 };
	return {
		ids,
		people,
		problems,
		counts,
		/** What an answer (a MyRegistration, or a JoinResult carrying one) says of a person. */
		observe(activityId, userId, answer) {
			const key = `${activityId}:${userId}`;
			const known = people.get(key) ?? {
				state: 'none',
				episodes: 0,
				lastPosition: null,
				uncertain: false,
			};
			if (unknown(answer)) {
				people.set(key, { ...known, uncertain: true });
				return;
			}
			if (answer.code !== 0) return;
			const registration = answer.data.registration ?? answer.data;
			const state = registration.state;
			if (state === 'waitlisted') {
				if (known.state !== 'waitlisted') {
					known.episodes += 1;
					known.lastPosition = null;
				}
				if (known.lastPosition !== null && registration.position > known.lastPosition) {
					problems.push(
						`活动 ${activityId} 用户 ${userId}：候补位置从第 ${known.lastPosition} 位退到第 ${registration.position} 位`,
					);
				}
				known.lastPosition = registration.position;
			}
			if (state === 'joined' && known.state === 'waitlisted' && registration.promoted) {
				counts.promotedSeen += 1;
			}
			people.set(key, { ...known, state });
		},
	};
}

const STEPS = {
	joined: [
		['cancelJoin', 0.5],
		['getRegistration', 0.5],
	],
	waitlisted: [
		['waitlistLeave', 0.2],
		['getRegistration', 0.8],
	],
	other: [
		['activityJoin', 0.5],
		['waitlistJoin', 0.5],
	],
};

function chooseStep(state) {
	const steps = STEPS[state] ?? STEPS.other;
	let roll = Math.random();
	for (const [path, weight] of steps) {
		roll -= weight;
		if (roll < 0) return path;
	}
	return steps[0][0];
}

/** One lifecycle step of a signed-in user on one of the lifecycle activities. */
export async function lifecycleStep(client, stats, log) {
	const id = pick(log.ids);
	const user = client.session.uid;
	const path = chooseStep(log.people.get(`${id}:${user}`)?.state ?? 'none');
	// Joining and queueing ask for the agreement to share one's details with the organiser.
	const asksAgreement = path === 'activityJoin' || path === 'waitlistJoin';
	const answer = await client.api(`/activity/${path}`, asksAgreement ? { id, agree: 1 } : { id });
	const kind = {
		cancelJoin: 'cancel',
		waitlistJoin: 'waitlist',
		waitlistLeave: 'leave',
		getRegistration: 'state',
		activityJoin: 'join',
	}[path];
	// A full activity answering 名额已满 to a join is expected; it still counts as answered.
	stats.record(kind === 'join' ? 'join' : `lifecycle-${kind}`, answer);
	if (kind !== 'join' && kind in log.counts && answer.code === 0) log.counts[kind] += 1;
	log.observe(id, user, answer);
}

/** Checks the lifecycle activities against the database (their counters: consistency.mjs). */
export async function checkLifecycle(db, log) {
	const problems = [...log.problems];
	const ids = log.ids.join(',');
	const activities = await db.query(`
		SELECT a.id, a.capacity, a.join_count, a.waitlist_count FROM activities a WHERE a.id IN (${ids})`);
	for (const row of activities) {
		if (row.capacity !== null && row.join_count < row.capacity && row.waitlist_count > 0)
			problems.push(
				`活动 ${row.id}：有空位（${row.join_count}/${row.capacity}）却有 ${row.waitlist_count} 人候补`,
			);
	}
	const both = await db.query(`
		SELECT w.activity_id, w.user_id FROM waitlist w
		JOIN joins j ON j.activity_id = w.activity_id AND j.user_id = w.user_id`);
	for (const row of both)
		problems.push(`活动 ${row.activity_id} 用户 ${row.user_id} 同时报名和候补`);
	const promotions = await db.query(`
		SELECT activity_id, user_id, count(*)::int AS n FROM messages
		WHERE kind = 'waitlist' AND activity_id IN (${ids}) GROUP BY activity_id, user_id`);
	let promoted = 0;
	for (const row of promotions) {
		promoted += row.n;
		const person = log.people.get(`${row.activity_id}:${row.user_id}`);
		if (!person || person.uncertain) continue;
		if (row.n > person.episodes)
			problems.push(
				`活动 ${row.activity_id} 用户 ${row.user_id}：递补 ${row.n} 次，但只候补过 ${person.episodes} 次`,
			);
	}
	const [seats] = await db.query(`
		SELECT count(*) FILTER (WHERE promoted_at IS NOT NULL)::int AS promoted FROM joins
		WHERE activity_id IN (${ids})`);
	const told = new Set(promotions.map((row) => `${row.activity_id}:${row.user_id}`));
	const unannounced = await db.query(`
		SELECT activity_id, user_id FROM joins WHERE promoted_at IS NOT NULL AND activity_id IN (${ids})`);
	for (const row of unannounced) {
		if (!told.has(`${row.activity_id}:${row.user_id}`))
			problems.push(`活动 ${row.activity_id} 用户 ${row.user_id}：由候补递补却没有站内信`);
	}
	return {
		problems,
		summary: `报名流转：取消 ${log.counts.cancel} 次，加入候补 ${log.counts.waitlist} 次，退出候补 ${log.counts.leave} 次，递补 ${promoted} 次（在座递补 ${seats?.promoted ?? 0} 人，客户端看到 ${log.counts.promotedSeen} 次）`,
	};
}
