// What the load generators saw acknowledged, and the check of it against the database itself:
// every acknowledged write present, counters equal to their rows, no capacity exceeded, one
// activity per submission.

/** Whether a request that failed may still have been applied (no answer, or a 5xx). */
const outcomeUnknown = (answer) => answer.status === 0 || answer.status >= 500;

export function createAckLog() {
	const joins = new Set();
	/** `kind:activity:user` → { state, certain, lost } for collects and thumbs. */
	const marks = new Map();
	/** title → { owner, ids, tries } of each submission (a double click sends it twice). */
	const publishes = new Map();
	let acknowledged = 0;
	return {
		joins,
		marks,
		publishes,
		count: () => acknowledged,
		join(activityId, userId, answer) {
			if (answer.code !== 0) return;
			acknowledged += 1;
			joins.add(`${activityId}:${userId}`);
		},
		/** Each user sends one request at a time, so the last acknowledged state is the row's state. */
		mark(kind, activityId, userId, state, answer) {
			const key = `${kind}:${activityId}:${userId}`;
			const known = marks.get(key) ?? { state: 0, certain: false, lost: false };
			if (answer.code === 0) {
				acknowledged += 1;
				marks.set(key, { ...known, state, certain: true });
			} else if (outcomeUnknown(answer)) {
				// A request without an answer may still land after a later one: never certain again.
				marks.set(key, { ...known, certain: false, lost: known.lost || answer.status === 0 });
			}
		},
		publish(title, ownerId, answer) {
			const entry = publishes.get(title) ?? { owner: ownerId, ids: new Set(), tries: 0 };
			entry.tries += 1;
			if (answer.code === 0) {
				acknowledged += 1;
				entry.ids.add(Number(answer.data.id));
			}
			publishes.set(title, entry);
		},
	};
}

/**
 * Checks `acks` against the database `db` (`query(sql) → rows`). Answers the problems found and a
 * few totals; `titlePrefix` marks the activities this run published.
 */
export async function checkConsistency(db, acks, titlePrefix) {
	const problems = [];
	const activities = await db.query(`
		SELECT a.id, a.capacity, a.join_count, a.waitlist_count, a.checkin_count, a.collect_count,
			a.thumb_count,
			(SELECT count(*) FROM joins j WHERE j.activity_id = a.id)::int AS joins,
			(SELECT count(*) FROM waitlist w WHERE w.activity_id = a.id)::int AS queued,
			(SELECT count(*) FROM joins j
				WHERE j.activity_id = a.id AND j.checked_in_at IS NOT NULL)::int AS checkins,
			(SELECT count(*) FROM collects c WHERE c.activity_id = a.id)::int AS collects,
			(SELECT count(*) FROM thumbs t WHERE t.activity_id = a.id)::int AS thumbs
		FROM activities a`);
	for (const row of activities) {
		for (const [counter, rows] of [
			['join_count', 'joins'],
			['waitlist_count', 'queued'],
			['checkin_count', 'checkins'],
			['collect_count', 'collects'],
			['thumb_count', 'thumbs'],
		]) {
			if (row[counter] !== row[rows])
				problems.push(`活动 ${row.id}：${counter} = ${row[counter]}，实际 ${rows} 行 ${row[rows]}`);
		}
		if (row.capacity !== null && row.joins > row.capacity)
			problems.push(`活动 ${row.id}：报名 ${row.joins} 人，超过人数上限 ${row.capacity}`);
	}
	const pairs = async (table) =>
		new Set(
			(await db.query(`SELECT activity_id, user_id FROM ${table}`)).map(
				(row) => `${row.activity_id}:${row.user_id}`,
			),
		);
	const joined = await pairs('joins');
	const present = { collect: await pairs('collects'), thumb: await pairs('thumbs') };
	let missingJoins = 0;
	for (const key of acks.joins) if (!joined.has(key)) missingJoins += 1;
	if (missingJoins) problems.push(`已确认的报名缺失 ${missingJoins} 条`);
	let wrongMarks = 0;
	let uncertain = 0;
	for (const [key, mark] of acks.marks) {
		if (!mark.certain) {
			uncertain += 1;
			continue;
		}
		const [kind, activityId, userId] = key.split(':');
		if (present[kind].has(`${activityId}:${userId}`) !== (mark.state === 1)) wrongMarks += 1;
	}
	if (wrongMarks) problems.push(`收藏/点赞状态与最后确认的不符 ${wrongMarks} 处`);
	const published = await db.query(
		`SELECT id, title, owner_id FROM activities WHERE title LIKE '${titlePrefix.replaceAll("'", "''")}%'`,
	);
	const byTitle = Map.groupBy(published, (row) => row.title);
	let acknowledgedSubmits = 0;
	for (const [title, submit] of acks.publishes) {
		const rows = byTitle.get(title) ?? [];
		if (rows.length > 1)
			problems.push(`一次提交「${title}」（发送 ${submit.tries} 次）生成了 ${rows.length} 个活动`);
		if (submit.ids.size > 1)
			problems.push(`一次提交「${title}」的应答给出了不同的编号 ${[...submit.ids].join('、')}`);
		if (submit.ids.size === 0) continue;
		acknowledgedSubmits += 1;
		for (const id of submit.ids) {
			const row = rows.find((candidate) => candidate.id === id);
			if (!row) problems.push(`已确认发布的活动 ${id}（「${title}」）不在数据库中`);
			else if (row.owner_id !== submit.owner)
				problems.push(`活动 ${id} 的发布者是 ${row.owner_id}，应为 ${submit.owner}`);
		}
	}
	return {
		problems,
		totals: {
			activities: activities.length,
			joinRows: joined.size,
			acknowledgedJoins: acks.joins.size,
			acknowledgedSubmits,
			checkedMarks: acks.marks.size - uncertain,
			uncertainMarks: uncertain,
		},
	};
}
