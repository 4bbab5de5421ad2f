import { activityJoinList } from '../../lib/api/activity';
import type { ActivityStatus } from '../../lib/api/activity-types';
import { getUserActivityList } from '../../lib/api/user-center';
import type { UserActivityPage, UserActivityTab } from '../../lib/api/user-types';

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
