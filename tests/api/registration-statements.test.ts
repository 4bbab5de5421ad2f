import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DbHandle } from '../../src/server/db/client';
import { cancelRegistration, leaveWaitlist } from '../../src/server/services/registration/cancel';
import { joinActivity, joinWaitlist } from '../../src/server/services/registration/join';
import type { TestApi, TestLogin } from './helpers/api';
import { activityBody, uniqueMobile } from './helpers/builders';
import { openTestApi } from './helpers/open-test-api';
import { countStatements } from './helpers/statement-count';

/**
 * The statements (database round trips) a seat change sends, BEGIN and COMMIT included, counted
 * on the real driver: each costs the server and the database CPU at every join and cancel. The
 * request's session lookup and rate limit come on top (two more).
 */

let handle: DbHandle;
let api: TestApi;
let owner: TestLogin;

beforeAll(async () => {
	({ handle, api } = await openTestApi());
	owner = await api.login(uniqueMobile());
});
afterAll(async () => handle.close());

const joinRequest = (activityId: number, userId: number) => ({
	activityId,
	userId,
	details: {},
	guardian: {},
	agreed: true,
	ip: '127.0.0.1',
	now: new Date(),
});
const ownRequest = (activityId: number, userId: number) => ({
	activityId,
	userId,
	now: new Date(),
});

async function statementsOf(work: () => Promise<unknown>): Promise<number> {
	return (await countStatements(handle, work)).statements;
}

test('a join, a queue join, a cancel and leaving the queue each lock and write in one statement', async () => {
	const added = await api.call('/activity/addActivity', activityBody({ capacity: 1 }), {
		auth: owner,
	});
	const id: number = added.data.id;
	const [first, second, third] = await Promise.all([1, 2, 3].map(() => api.login(uniqueMobile())));
	if (!first || !second || !third) throw new Error('no people');
	const db = handle.db;
	const join = await statementsOf(() => joinActivity(db, joinRequest(id, first.uid)));
	const joinAgain = await statementsOf(() => joinActivity(db, joinRequest(id, first.uid)));
	const queueJoin = await statementsOf(() => joinWaitlist(db, joinRequest(id, second.uid)));
	const cancelToQueue = await statementsOf(() => cancelRegistration(db, ownRequest(id, first.uid)));
	const cancel = await statementsOf(() => cancelRegistration(db, ownRequest(id, second.uid)));
	const cancelAgain = await statementsOf(() => cancelRegistration(db, ownRequest(id, second.uid)));
	await joinActivity(db, joinRequest(id, first.uid));
	await joinWaitlist(db, joinRequest(id, third.uid));
	const queueLeave = await statementsOf(() => leaveWaitlist(db, ownRequest(id, third.uid)));
	const figures = { join, joinAgain, queueJoin, cancelToQueue, cancel, cancelAgain, queueLeave };
	expect(figures).toEqual({
		// BEGIN, the lock, the write, COMMIT.
		join: 4,
		// The one seat is taken: before refusing, the seat the caller holds is read instead.
		joinAgain: 4,
		queueJoin: 4,
		// Serving the queue is one statement more.
		cancelToQueue: 5,
		cancel: 4,
		cancelAgain: 4,
		queueLeave: 4,
	});
});
