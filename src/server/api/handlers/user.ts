import { z } from 'zod/mini';
import type { UserInfo } from '../../../lib/api/types';
import {
	pagingFields,
	readMessagesSchema,
	userActivitiesSchema,
} from '../../../lib/validation/common';
import { smsNoticesSchema } from '../../../lib/validation/sms-notices';
import { countUnreadMessages, listMessages, markMessagesRead } from '../../services/messages';
import { getUserActivityStats, listUserActivities } from '../../services/user-activities';
import { getUserById, setSmsNotices, toUserInfo } from '../../services/users';
import { type ApiContext, parseInput, requireSession } from '../context';
import { fail } from '../errors';

/** The profile, with what the header's badge and the user centre's 短信通知 switch show. */
export async function getUserInfo(context: ApiContext): Promise<UserInfo> {
	const session = requireSession(context);
	const [user, unread] = await Promise.all([
		getUserById(context.db, session.userId),
		countUnreadMessages(context.db, session.userId),
	]);
	if (!user) throw fail.notLoggedIn();
	return { ...toUserInfo(user), unread_count: unread, sms_notices: user.smsNotices };
}

export async function setSmsNoticesHandler(context: ApiContext) {
	const { enabled } = parseInput(smsNoticesSchema, context.input);
	await setSmsNotices(context.db, requireSession(context).userId, enabled);
	return { sms_notices: enabled };
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
