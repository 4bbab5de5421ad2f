// Check-in traffic for `npm run bench:soak`: 45 s into the run, every signed-in user
// reads their check-in passes for the activities the joins race for, and the organiser checks each
// registration in three times at once (payload, short code, payload again) beside a forged payload
// per pass; then the holder tries to cancel the checked-in seat, which must be refused so that the
// check-in figures count only seats that stay. The check afterwards: at most one first check-in per registration,
// every acknowledged check-in stored, no checked-in seat cancelled, no forged payload accepted
// (checkin_count against the rows: lib/consistency.mjs, with the other counters).

const CHECKIN_AT_MS = 45_000;
/** Passes checked in at the same time. */
const PARALLEL = 20;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export function createCheckinLog() {
	return {
		/** registration id → answers that said it was checked in now (already: false). */
		firsts: new Map(),
		/** Registrations some check-in answer acknowledged. */
		acknowledged: new Set(),
		forgedAccepted: 0,
		/** Checked-in seats whose cancelJoin was acknowledged. */
		cancelledAfterCheckin: 0,
		passes: 0,
		sent: 0,
	};
}

/** The signature's last character changed: a payload the server must refuse. */
function forge(payload) {
	const last = payload.at(-1) === 'A' ? 'B' : 'A';
	return `${payload.slice(0, -1)}${last}`;
}

async function checkInThrice(organiser, pass, stats, log) {
	const id = pass.activity_id;
	const bodies = [
		{ id, payload: pass.payload },
		{ id, code: pass.code },
		{ id, payload: pass.payload },
	];
	const [forged, ...answers] = await Promise.all([
		organiser.api('/activity/activityCheckin', { id, payload: forge(pass.payload) }),
		...bodies.map((body) => organiser.api('/activity/activityCheckin', body)),
	]);
	stats.record('checkin-bad', forged.code === 100000001 ? { ...forged, code: 0 } : forged);
	if (forged.code === 0) log.forgedAccepted += 1;
	for (const answer of answers) {
		stats.record('checkin', answer);
		log.sent += 1;
		if (answer.code !== 0) continue;
		log.acknowledged.add(pass.registration_id);
		if (!answer.data.already) {
			log.firsts.set(pass.registration_id, (log.firsts.get(pass.registration_id) ?? 0) + 1);
		}
	}
}

/** The holder of a checked-in seat tries to cancel it: the server must refuse (已签到的报名不能取消). */
async function cancelAfterCheckin(holder, pass, stats, log) {
	if (!log.acknowledged.has(pass.registration_id)) return;
	const answer = await holder.api('/activity/cancelJoin', { id: pass.activity_id });
	stats.record('checkin-cancel', answer.code === 100250102 ? { ...answer, code: 0 } : answer);
	if (answer.code === 0) log.cancelledAfterCheckin += 1;
}

/** Runs the check-in traffic of `context.signedIn` users at activities `ids`, by `organiser`. */
export async function checkinTraffic(context, organiser, ids, log) {
	await sleep(context.startedAt + CHECKIN_AT_MS - Date.now());
	const passes = [];
	for (const { client } of context.signedIn) {
		for (const id of ids) {
			const answer = await client.api('/activity/getCheckinInfo', { id });
			context.stats.record('checkin-pass', answer);
			if (answer.code === 0 && answer.data.pass)
				passes.push({ holder: client, pass: answer.data.pass });
		}
	}
	log.passes = passes.length;
	for (let start = 0; start < passes.length; start += PARALLEL) {
		await Promise.all(
			passes.slice(start, start + PARALLEL).map(async ({ holder, pass }) => {
				await checkInThrice(organiser, pass, context.stats, log);
				await cancelAfterCheckin(holder, pass, context.stats, log);
			}),
		);
	}
}

/** The problems the database shows against `log` (`db.query(sql) → rows`). */
export async function checkCheckins(db, log) {
	const problems = [];
	for (const [registration, firsts] of log.firsts) {
		if (firsts > 1) problems.push(`报名 ${registration} 被计为首次签到 ${firsts} 次`);
	}
	const ids = [...log.acknowledged];
	if (ids.length > 0) {
		const stored = await db.query(
			`SELECT id FROM joins WHERE checked_in_at IS NOT NULL AND id IN (${ids.map(Number).join(',')})`,
		);
		const found = new Set(stored.map((row) => Number(row.id)));
		const missing = ids.filter((id) => !found.has(id));
		if (missing.length)
			problems.push(`已确认的签到没有记录：报名 ${missing.slice(0, 10).join('，')}`);
	}
	if (log.forgedAccepted > 0) problems.push(`${log.forgedAccepted} 个伪造的签到二维码被接受`);
	if (log.cancelledAfterCheckin > 0) {
		problems.push(`${log.cancelledAfterCheckin} 个已签到的报名被取消`);
	}
	const [total] = await db.query(
		'SELECT count(*)::int AS n FROM joins WHERE checked_in_at IS NOT NULL',
	);
	return {
		problems,
		summary: `签到：签到码 ${log.passes} 个，签到请求 ${log.sent} 次（每个报名同时 3 次），首次签到 ${log.firsts.size} 个报名，签到后取消被拒绝：${log.cancelledAfterCheckin === 0 ? '是' : '否'}，库中已签到 ${total?.n ?? 0} 行；伪造二维码均被拒绝：${log.forgedAccepted === 0 ? '是' : '否'}`,
	};
}
