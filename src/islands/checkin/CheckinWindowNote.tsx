import { useEffect, useState } from 'react';
import type { CheckinStats } from '../../lib/api/checkin-types';
import { parseBusinessTime } from '../../lib/beijing-time';

const minuteOf = (time: string) => time.slice(0, 16);

/**
 * When check-in at this activity's door is open, and whether it is open now: a scan before it opens
 * or after it closes is refused by the server, and the organiser should know before trying. Whether
 * it is open is read in the browser after hydration, so the server's HTML never disagrees with it.
 */
export default function CheckinWindowNote({
	stats,
}: {
	stats: Pick<CheckinStats, 'opens_at' | 'closes_at'>;
}) {
	const [now, setNow] = useState<number | null>(null);
	useEffect(() => setNow(Date.now()), []);
	const { opens_at: opensAt, closes_at: closesAt } = stats;
	if (opensAt === null || closesAt === null) {
		return (
			<p className="checkin-window checkin-window-shut" data-testid="checkin-window">
				线上活动不设到场签到
			</p>
		);
	}
	const state =
		now === null
			? 'open'
			: now < parseBusinessTime(opensAt)
				? 'before'
				: now >= parseBusinessTime(closesAt)
					? 'after'
					: 'open';
	return (
		<p
			className={`checkin-window${state === 'open' ? '' : ' checkin-window-shut'}`}
			data-testid="checkin-window"
		>
			{state === 'before' && <strong>签到尚未开始：</strong>}
			{state === 'after' && <strong>签到已结束：</strong>}
			签到时间 {minuteOf(opensAt)} 至 {minuteOf(closesAt)}
		</p>
	);
}
