import type { UserActivityItem } from '../../lib/api/user-types';
import { parseBusinessTime } from '../../lib/beijing-time';
import { isCheckinClosed } from '../../lib/checkin-window';
import type { Device } from '../../lib/device';
import OrganiserCheckinLink from './OrganiserCheckinLink';

/**
 * 我发布的: 已签到 N / 报名 M for an activity people may have joined, and the way to the check-in
 * page while people can be checked in: an approved activity at a door, until its check-in closes.
 */
export default function PublishedCheckin({
	item,
	device,
	now = Date.now(),
}: {
	item: UserActivityItem;
	device: Device;
	now?: number;
}) {
	if (item.status !== 'approved' && item.join_count === 0) return null;
	const canCheckIn =
		item.status === 'approved' &&
		item.mode !== 'online' &&
		!isCheckinClosed(parseBusinessTime(item.end_time), item.checkin_closes_after, now);
	return (
		<OrganiserCheckinLink
			activityId={item.id}
			checkinCount={item.checkin_count}
			joinCount={item.join_count}
			device={device}
			showLink={canCheckIn}
		/>
	);
}
