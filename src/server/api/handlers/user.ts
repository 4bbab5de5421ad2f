import { z } from 'zod/mini';
import {
	pagingFields,
	readMessagesSchema,
	userActivitiesSchema,
} from '../../../lib/validation/common';
import { listMessages, markMessagesRead } from '../../services/messages';
import { getUserActivityStats, listUserActivities } from '../../services/user-activities';
import { getUserById, toUserInfo } from '../../services/users';
import { type ApiContext, parseInput, requireSession } from '../context';
import { fail } from '../errors';

export async function getUserInfo(context: ApiContext) {
	const session = requireSession(context);
	const user = await getUserById(context.db, session.userId);
	if (!user) throw fail.notLoggedIn();
	return toUserInfo(user);
}

export async function getUserActMsg(context: ApiContext) {
	return getUserActivityStats(context.db, requireSession(context).userId);
}

export async function getUserActivityList(context: ApiContext) {
	const query = parseInput(userActivitiesSchema, context.input);
	return listUserActivities(context.db, requireSession(context).userId, query, context.now);
}

export async function getMessageList(context: ApiContext) {
	const paging = parseInput(z.object(pagingFields), context.input);
	return listMessages(context.db, requireSession(context).userId, paging);
}

export async function readMessages(context: ApiContext) {
	const { ids } = parseInput(readMessagesSchema, context.input);
	await markMessagesRead(context.db, requireSession(context).userId, ids, context.now);
	return null;
}
