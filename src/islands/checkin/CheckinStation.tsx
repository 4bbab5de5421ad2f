import { useCallback, useRef } from 'react';
import type { CheckinStats } from '../../lib/api/checkin-types';
import type { Device } from '../../lib/device';
import { detailPage } from '../../lib/routes';
import CameraScanner from './CameraScanner';
import CheckinOutcome from './CheckinOutcome';
import CheckinWindowNote from './CheckinWindowNote';
import CodeEntry from './CodeEntry';
import PendingList from './PendingList';
import { useCheckinStation } from './use-checkin-station';
import './checkin.css';

interface Props {
	stats: CheckinStats;
	device: Device;
}

/** The same QR code seen again within this time is the same person still in front of the camera. */
const REPEAT_MS = 4000;

/** The organiser's check-in page: camera scan or typed code, the counts, and the offline queue. */
export default function CheckinStation({ stats, device }: Props) {
	const { counts, shown, queue, synced, submit, flush } = useCheckinStation(stats);
	const lastScan = useRef({ text: '', at: 0 });

	const onScan = useCallback(
		(text: string) => {
			const now = Date.now();
			if (text === lastScan.current.text && now - lastScan.current.at < REPEAT_MS) return;
			lastScan.current = { text, at: now };
			void submit({ payload: text });
		},
		[submit],
	);

	return (
		<section className={`checkin-station ${device}`} aria-labelledby="checkin-title">
			<header className="checkin-head">
				<h1 id="checkin-title">活动签到</h1>
				<p className="checkin-activity">
					<a href={detailPage(stats.activity_id, device)}>{stats.title}</a>
				</p>
				<p className="checkin-counts" data-testid="checkin-counts">
					已签到 <strong>{counts.checkin}</strong> / 报名 <strong>{counts.join}</strong>
				</p>
				<CheckinWindowNote stats={stats} />
			</header>
			<CheckinOutcome shown={shown} />
			<CameraScanner onScan={onScan} />
			<CodeEntry onSubmit={(code) => void submit({ code })} />
			<PendingList queue={queue} synced={synced} onRetry={() => void flush()} />
		</section>
	);
}
