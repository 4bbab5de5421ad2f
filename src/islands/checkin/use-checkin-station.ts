import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckinResult, CheckinStats } from '../../lib/api/checkin-types';
import { dequeue, enqueue, type QueuedCheckin, readQueue } from './checkin-queue';
import { sendCheckin } from './send-checkin';

/** What the station shows about the latest scan or typed code. */
export type Shown =
	| { kind: 'sending' }
	| { kind: 'done'; result: CheckinResult }
	| { kind: 'refused'; message: string }
	| { kind: 'queued' };

const RETRY_MS = 10_000;

/**
 * The check-in station's state: the counts, the latest outcome and the queue of check-ins made
 * offline (待同步), sent again when the browser says it is online and every 10 s until it empties.
 */
export function useCheckinStation(stats: CheckinStats) {
	const activityId = stats.activity_id;
	const [counts, setCounts] = useState({ checkin: stats.checkin_count, join: stats.join_count });
	const [shown, setShown] = useState<Shown | null>(null);
	const [queue, setQueue] = useState<QueuedCheckin[]>([]);
	const [synced, setSynced] = useState<CheckinResult[]>([]);
	const flushing = useRef(false);

	const record = useCallback((result: CheckinResult) => {
		setCounts({ checkin: result.checkin_count, join: result.join_count });
	}, []);

	const flush = useCallback(async () => {
		if (flushing.current) return;
		flushing.current = true;
		try {
			for (const item of readQueue(activityId)) {
				const outcome = await sendCheckin(activityId, item);
				if (outcome.kind === 'retry') break;
				setQueue(dequeue(activityId, item));
				if (outcome.kind === 'done') {
					record(outcome.result);
					setSynced((list) => [outcome.result, ...list].slice(0, 20));
				} else {
					setShown(outcome);
				}
			}
		} finally {
			flushing.current = false;
		}
	}, [activityId, record]);

	useEffect(() => {
		setQueue(readQueue(activityId));
		void flush();
		const onOnline = () => void flush();
		window.addEventListener('online', onOnline);
		const timer = window.setInterval(() => {
			if (readQueue(activityId).length > 0) void flush();
		}, RETRY_MS);
		return () => {
			window.removeEventListener('online', onOnline);
			window.clearInterval(timer);
		};
	}, [activityId, flush]);

	const submit = useCallback(
		async (proof: QueuedCheckin['proof']) => {
			const item: QueuedCheckin = { proof, at: Date.now() };
			setShown({ kind: 'sending' });
			const outcome = await sendCheckin(activityId, item);
			if (outcome.kind === 'retry') {
				setQueue(enqueue(activityId, item));
				setShown({ kind: 'queued' });
				return;
			}
			if (outcome.kind === 'done') record(outcome.result);
			setShown(outcome);
		},
		[activityId, record],
	);

	return { counts, shown, queue, synced, submit, flush };
}
