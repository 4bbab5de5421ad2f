import type { Device } from '../../lib/device';
import { checkinPage } from '../../lib/routes';
import './checkin.css';

interface Props {
	activityId: number;
	checkinCount: number;
	joinCount: number;
	device: Device;
	/** Whether people can still be checked in; the figures stay either way. */
	showLink?: boolean;
}

/** 已签到 N / 报名 M and the way to the check-in page, for the activity's organiser. */
export default function OrganiserCheckinLink({
	activityId,
	checkinCount,
	joinCount,
	device,
	showLink = true,
}: Props) {
	return (
		<p className="checkin-summary" data-testid="checkin-summary">
			<span>
				已签到 <strong>{checkinCount}</strong> / 报名 <strong>{joinCount}</strong>
			</span>
			{showLink && (
				<a className="checkin-summary-link" href={checkinPage(activityId, device)}>
					签到
				</a>
			)}
		</p>
	);
}
