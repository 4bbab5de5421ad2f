import type { UserActivityItem } from '../../lib/api/user-types';
import OrganiserCheckinLink from './OrganiserCheckinLink';

/** 我发布的: 已签到 N / 报名 M and the check-in entry, for an activity people may have joined. */
export default function PublishedCheckin({
	item,
	prefix,
}: {
	item: UserActivityItem;
	prefix: '' | '/mobile';
}) {
	if (item.status !== 'approved' && item.join_count === 0) return null;
	return (
		<OrganiserCheckinLink
			activityId={item.id}
			checkinCount={item.checkin_count}
			joinCount={item.join_count}
			prefix={prefix}
		/>
	);
}
