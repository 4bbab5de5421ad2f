import { activityJoinList } from '../../lib/api/activity';
import type { ActivityStatus, UserActivityPage, UserActivityTab } from '../../lib/api/types';
import { getUserActivityList } from '../../lib/api/user-center';

export const PAGE_SIZE = 10;

/** Joined activities come from activityJoinList; the other lists from the user API. */
export function fetchUserActivities(
	tab: UserActivityTab,
	page: number,
	status: ActivityStatus | 'all' = 'all',
): Promise<UserActivityPage> {
	return tab === 'join'
		? activityJoinList({ page, pageSize: PAGE_SIZE })
		: getUserActivityList({
				tab,
				page,
				pageSize: PAGE_SIZE,
				...(status === 'all' ? {} : { status }),
			});
}
