import {
	activityCancel,
	activityJoinList,
	getActivityMaterial,
	releaseMaterial,
} from '../../lib/api/activity';
import type { ActivityStatus, Material, UserActivityStats, UserInfo } from '../../lib/api/types';
import { getUserActMsg, getUserInfo } from '../../lib/api/user';
import {
	getMessageList,
	getUserActivityList,
	type UserActivityItem,
	type UserActivityPage,
	type UserActivityTab,
} from '../../lib/api/user-center';

/** The calls of the user centre, typed for it. */
export type { UserActivityItem, UserActivityTab };

export const PAGE_SIZE = 10;

export const fetchProfile = () => getUserInfo() as Promise<Partial<UserInfo>>;

export const fetchStats = () => getUserActMsg<UserActivityStats>();

/** Joined activities come from activityJoinList; the other lists from the user API. */
export const fetchUserActivities = (
	tab: UserActivityTab,
	page: number,
	status: ActivityStatus | 'all' = 'all',
) =>
	tab === 'join'
		? activityJoinList<UserActivityPage>({ page, pageSize: PAGE_SIZE })
		: getUserActivityList({
				tab,
				page,
				pageSize: PAGE_SIZE,
				...(status === 'all' ? {} : { status }),
			});

export const fetchMessages = (page: number) => getMessageList({ page, pageSize: PAGE_SIZE });

export const cancelActivity = (id: number) => activityCancel({ id });

export const fetchMaterials = (id: number) => getActivityMaterial<Material[]>({ id });

export const addMaterials = (id: number, materials: Pick<Material, 'kind' | 'name' | 'url'>[]) =>
	releaseMaterial<Material[]>({ id, materials });
