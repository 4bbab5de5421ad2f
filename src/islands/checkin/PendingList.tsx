import type { CheckinResult } from '../../lib/api/checkin-types';
import type { QueuedCheckin } from './checkin-queue';

interface Props {
	queue: readonly QueuedCheckin[];
	synced: readonly CheckinResult[];
	onRetry: () => void;
}

function label(item: QueuedCheckin): string {
	return 'code' in item.proof ? `签到码 ${item.proof.code}` : '扫码签到';
}

function clock(at: number): string {
	const time = new Date(at);
	return `${String(time.getHours()).padStart(2, '0')}:${String(time.getMinutes()).padStart(2, '0')}`;
}

/** Check-ins waiting on the device (待同步) and those sent from the queue since. */
export default function PendingList({ queue, synced, onRetry }: Props) {
	if (queue.length === 0 && synced.length === 0) return null;
	return (
		<section className="checkin-pending" aria-label="离线签到">
			{queue.length > 0 && (
				<>
					<h2>
						待同步 <span data-testid="pending-count">{queue.length}</span> 条
						<button type="button" className="checkin-link" onClick={onRetry}>
							立即重试
						</button>
					</h2>
					<ul>
						{queue.map((item) => (
							<li key={`${item.at}-${label(item)}`}>
								<span className="checkin-badge">待同步</span>
								{label(item)} · {clock(item.at)}
							</li>
						))}
					</ul>
				</>
			)}
			{synced.length > 0 && (
				<>
					<h2>已同步</h2>
					<ul data-testid="synced-list">
						{synced.map((result) => (
							<li key={result.registration_id}>
								<span className="checkin-badge checkin-badge-done">已同步</span>
								{result.name} · {result.already ? '此前已签到' : '签到成功'}
							</li>
						))}
					</ul>
				</>
			)}
		</section>
	);
}
