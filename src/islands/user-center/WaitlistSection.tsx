import { useCallback, useEffect, useState } from 'react';
import type { WaitlistEntry } from '../../lib/api/activity-types';
import { getMyWaitlist, waitlistLeave } from '../../lib/api/registration';
import type { Device } from '../../lib/device';
import { showToast } from '../../lib/feedback';
import ConfirmDialog from '../shared/ConfirmDialog';
import ActivityItem from './ActivityItem';
import './registration-items.css';

interface Props {
	device: Device;
	/** A change here (leaving a queue) may change the counts above. */
	onChanged: () => void;
}

/** 我报名的: the activities the user waits for, with the place in each queue and 退出候补. */
export default function WaitlistSection({ device, onChanged }: Props) {
	const [entries, setEntries] = useState<WaitlistEntry[]>([]);
	const [leaving, setLeaving] = useState<WaitlistEntry | null>(null);
	const [busy, setBusy] = useState(false);

	const load = useCallback(() => {
		getMyWaitlist()
			.then(setEntries)
			.catch(() => undefined);
	}, []);
	useEffect(load, [load]);

	const leave = async () => {
		if (!leaving) return;
		setBusy(true);
		try {
			await waitlistLeave(leaving.activity.id);
			showToast('success', '已退出候补');
			setLeaving(null);
			load();
			onChanged();
		} catch {
			// The API client has shown why.
		} finally {
			setBusy(false);
		}
	};

	if (entries.length === 0) return null;
	return (
		<section className="uc-waitlist" aria-labelledby="uc-waitlist-title">
			<h2 className="uc-subtitle" id="uc-waitlist-title">
				候补中（{entries.length}）
			</h2>
			<ul className="uc-list">
				{entries.map((entry) => (
					<ActivityItem
						key={entry.activity.id}
						item={{
							...entry.activity,
							reject_reason: '',
							checkin_count: 0,
							checkin_closes_after: 0,
						}}
						device={device}
						showStatus={false}
					>
						<p className="uc-item-meta uc-registration">
							<span className="uc-tag">候补第 {entry.position} 位</span>
							<span>有人取消时按顺序自动递补，递补成功会收到站内信</span>
						</p>
						<div className="uc-actions">
							<button
								type="button"
								className="uc-button uc-button-quiet"
								onClick={() => setLeaving(entry)}
							>
								退出候补
							</button>
						</div>
					</ActivityItem>
				))}
			</ul>
			{leaving && (
				<ConfirmDialog
					look="uc"
					title="退出候补"
					message={`确定退出「${leaving.activity.title}」的候补吗？再次加入将排在队尾。`}
					confirmLabel="确定退出候补"
					busy={busy}
					onConfirm={leave}
					onCancel={() => setLeaving(null)}
				/>
			)}
		</section>
	);
}
