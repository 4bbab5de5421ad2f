import { and, eq, isNull, sql } from 'drizzle-orm';
import { routeRate } from '../../../src/server/api/context';
import { ROUTES } from '../../../src/server/api/routes';
import { readServerConfig } from '../../../src/server/config';
import {
	activities,
	activityReports,
	activitySummaries,
	awards,
	materials,
	users,
} from '../../../src/server/db/schema';
import { queryRows } from '../../../src/server/db/types';
import { type CallOptions, createTestApi, type TestLogin } from '../helpers/api';
import { activityBody, uniqueMobile } from '../helpers/builders';
import { createTestDb } from '../helpers/test-db';

export type Role = 'publisher' | 'admin';

/** A summary's text long enough to be accepted. */
export const SUMMARY_TEXT = '<p>活动圆满结束，同学们在老师带领下观察了星空，收获满满。</p>';

/** A signed-in user with an activity of their own and the calls spent per rate-limited route. */
export interface Actor {
	auth: TestLogin;
	activityId: number;
	/** An approved activity of theirs that has ended, made on first need (the summary routes). */
	endedActivityId?: number;
	spent: Map<string, number>;
}

const TABLES = [
	'users',
	'activities',
	'materials',
	'messages',
	'joins',
	'waitlist',
	'collects',
	'thumbs',
	'activity_summaries',
];

/** Rows and content of every table a write touches, to prove that a refusal changed nothing. */
const DIGEST = sql.raw(
	`SELECT ${TABLES.map(
		(table) =>
			`(SELECT count(*) || ':' || coalesce(sum(hashtext(t::text)::bigint), 0) FROM ${table} t) AS ${table}`,
	).join(', ')}`,
);

let serial = 0;
/** A body for a valid activity with a title of its own, so no resubmission check merges two. */
export const freshActivity = (overrides: Record<string, unknown> = {}) => {
	serial += 1;
	return activityBody({
		title: `坏输入测试活动 ${serial}`,
		mode: 'hybrid',
		online_url: 'https://example.cn/live',
		...overrides,
	});
};

/**
 * The world the bad-input test calls into, on a database of its own: an API in manual review mode
 * (so admin reviews have pending work), publishers and admins created on demand so no per-user
 * rate limit is reached, and an approved activity open for joins, collects and thumbs.
 */
export async function openScene() {
	const handle = await createTestDb();
	const api = createTestApi(handle.db, { REVIEW_MODE: 'manual' });
	let ips = 0;
	const nextIp = () => {
		ips += 1;
		return `10.${(ips >> 16) & 255}.${(ips >> 8) & 255}.${ips & 255}`;
	};
	const pools: Record<Role, Actor[]> = { publisher: [], admin: [] };

	/** The last digest, while no accepted call can have changed the tables since. */
	let lastDigest: Record<string, string> | null = null;

	async function call(path: string, body: unknown, who: Actor | null, options: CallOptions = {}) {
		if (who) who.spent.set(path, (who.spent.get(path) ?? 0) + 1);
		const answer = await api.call(path, body, { ...options, auth: who?.auth, ip: nextIp() });
		if (answer.code === 0) lastDigest = null;
		return answer;
	}

	async function newActor(role: Role): Promise<Actor> {
		const mobile = uniqueMobile();
		const auth = await api.login(mobile, nextIp());
		lastDigest = null;
		if (role === 'admin') {
			await handle.db
				.update(users)
				.set({ roles: ['user', 'national_admin'] })
				.where(eq(users.mobile, mobile));
		}
		const actor: Actor = { auth, activityId: 0, spent: new Map() };
		const added = await call('/activity/addActivity', freshActivity(), actor);
		if (added.code !== 0) throw new Error(`setup addActivity failed: ${added.msg}`);
		actor.activityId = added.data.id;
		pools[role].push(actor);
		return actor;
	}

	/** The newest actor of the role with budget left on the route's per-user rate limit. */
	async function actorFor(path: string, role: Role): Promise<Actor> {
		const route = ROUTES[path];
		const rate = route && routeRate(route, readServerConfig({}));
		const limit = rate?.per === 'user' ? rate.limit : Number.POSITIVE_INFINITY;
		const current = pools[role].at(-1);
		if (current && (current.spent.get(path) ?? 0) < limit) return current;
		return newActor(role);
	}

	const admin = await newActor('admin');
	const host = await newActor('publisher');
	await call('/admin/reviewActivity', { id: host.activityId, decision: 'approve' }, admin);
	const openActivityId = host.activityId;

	let pendingActivity = 0;
	/** An activity waiting for review (made anew once the last one was reviewed). */
	async function pendingActivityId(): Promise<number> {
		const [row] = await handle.db
			.select({ status: activities.status })
			.from(activities)
			.where(eq(activities.id, pendingActivity));
		if (row?.status === 'pending') return pendingActivity;
		const who = await actorFor('/activity/addActivity', 'publisher');
		pendingActivity = (await call('/activity/addActivity', freshActivity(), who)).data.id;
		return pendingActivity;
	}

	let pendingMaterial = 0;
	/** A material waiting for review (released anew once the last one was reviewed or removed). */
	async function pendingMaterialId(): Promise<number> {
		const [row] = await handle.db
			.select({ status: materials.status })
			.from(materials)
			.where(eq(materials.id, pendingMaterial));
		if (row?.status === 'pending') return pendingMaterial;
		const who = await actorFor('/activity/releaseMaterial', 'publisher');
		const released = await call(
			'/activity/releaseMaterial',
			{
				id: who.activityId,
				materials: [{ kind: 'link', name: '待审资料', url: 'https://example.cn/m' }],
			},
			who,
		);
		pendingMaterial = released.data[0].id;
		return pendingMaterial;
	}

	/** The actor's ended activity, approved and moved into the past past the API (digest re-read). */
	async function endedActivityId(who: Actor): Promise<number> {
		if (who.endedActivityId) return who.endedActivityId;
		const added = await call('/activity/addActivity', freshActivity(), who);
		if (added.code !== 0) throw new Error(`setup addActivity failed: ${added.msg}`);
		const id: number = added.data.id;
		await call('/admin/reviewActivity', { id, decision: 'approve' }, admin);
		const hour = 3_600_000;
		await handle.db
			.update(activities)
			.set({ startAt: new Date(Date.now() - 3 * hour), endAt: new Date(Date.now() - hour) })
			.where(eq(activities.id, id));
		await digest(true);
		who.endedActivityId = id;
		return id;
	}

	let pendingSummary = 0;
	/** A summary waiting for review (sent again once the last one was reviewed). */
	async function pendingSummaryId(): Promise<number> {
		const [row] = await handle.db
			.select({ status: activitySummaries.status })
			.from(activitySummaries)
			.where(eq(activitySummaries.id, pendingSummary));
		if (row?.status === 'pending') return pendingSummary;
		const who = await actorFor('/summary/submitSummary', 'publisher');
		const sent = await call(
			'/summary/submitSummary',
			{ id: await endedActivityId(who), content: SUMMARY_TEXT },
			who,
		);
		if (sent.code !== 0) throw new Error(`setup submitSummary failed: ${sent.msg}`);
		pendingSummary = sent.data.id;
		return pendingSummary;
	}

	/** The open activity with an open report of its own (sent anew by a new person once decided). */
	async function reportedActivityId(): Promise<number> {
		const [open] = await handle.db
			.select({ id: activityReports.id })
			.from(activityReports)
			.where(
				and(
					eq(activityReports.activityId, openActivityId),
					isNull(activityReports.materialId),
					eq(activityReports.outcome, 'open'),
				),
			);
		if (open) return openActivityId;
		const reporter = await newActor('publisher');
		const body = { id: openActivityId, category: 'other', reason: '活动信息与实际不符' };
		const sent = await call('/activity/activityReport', body, reporter);
		if (sent.code !== 0) throw new Error(`setup activityReport failed: ${sent.msg}`);
		return openActivityId;
	}

	let nominatable = 0;
	/** An approved activity that is over and has an approved summary, not yet nominated for an award. */
	async function nominatableActivityId(): Promise<number> {
		const [taken] = await handle.db
			.select({ id: awards.id })
			.from(awards)
			.where(eq(awards.activityId, nominatable));
		if (nominatable && !taken) return nominatable;
		const who = await actorFor('/activity/addActivity', 'publisher');
		const id = (await call('/activity/addActivity', freshActivity(), who)).data.id as number;
		await call('/admin/reviewActivity', { id, decision: 'approve' }, admin);
		const endAt = new Date(Date.now() - 86_400_000);
		await handle.db
			.update(activities)
			.set({ startAt: new Date(endAt.getTime() - 3_600_000), endAt })
			.where(eq(activities.id, id));
		const content = '<p>活动当天共有两百多名学生参加，现场讲解与动手实验相结合。</p>';
		const summary = await call('/summary/submitSummary', { id, content }, who);
		if (summary.code !== 0) throw new Error(`setup submitSummary failed: ${summary.msg}`);
		await call('/admin/reviewSummary', { id: summary.data.id, decision: 'approve' }, admin);
		nominatable = id;
		lastDigest = null;
		return id;
	}

	/** Row counts and content hashes of the tables; `fresh` reads them even when nothing changed. */
	async function digest(fresh = false): Promise<Record<string, string>> {
		if (lastDigest && !fresh) return lastDigest;
		const [row] = await queryRows<Record<string, string>>(handle.db, DIGEST);
		lastDigest = row ?? {};
		return lastDigest;
	}

	return {
		api,
		db: handle.db,
		call,
		actorFor,
		admin,
		openActivityId,
		pendingActivityId,
		pendingMaterialId,
		endedActivityId,
		pendingSummaryId,
		reportedActivityId,
		nominatableActivityId,
		digest,
		close: () => handle.close(),
	};
}

export type Scene = Awaited<ReturnType<typeof openScene>>;
