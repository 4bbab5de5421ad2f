import { useState } from 'react';
import { type ReviewActivity, reviewActivity } from '../../lib/api/admin';
import { findAudience } from '../../lib/audiences';
import { showToast } from '../../lib/feedback';
import { ACTIVITY_MODE_NAMES } from '../../lib/validation/activity-modes';
import ReasonForm from './ReasonForm';
import ScreeningHits from './ScreeningHits';

interface Props {
	activity: ReviewActivity;
	onDecided: (id: number) => void;
}

/** One activity in the queue with what a reviewer needs to decide, and the two decisions. */
export default function PendingActivity({ activity, onDecided }: Props) {
	const [rejecting, setRejecting] = useState(false);
	const [busy, setBusy] = useState(false);

	const decide = async (decision: 'approve' | 'reject', reason = '') => {
		setBusy(true);
		try {
			await reviewActivity({ id: activity.id, decision, reason });
			showToast(
				'success',
				decision === 'approve' ? '已通过，活动已公开' : '已驳回，原因已发给发布者',
			);
			onDecided(activity.id);
		} catch {
			setBusy(false);
		}
	};

	const place = [activity.province_name, activity.city_name, activity.district_name, activity.venue]
		.filter(Boolean)
		.join(' · ');
	const audiences = activity.audiences.map((id) => findAudience(id)?.name ?? id).join('、');
	return (
		<li className="rc-item" data-activity-id={activity.id}>
			<div className="rc-cover" aria-hidden="true">
				{activity.cover ? <img src={activity.cover} alt="" loading="lazy" /> : <span>无封面</span>}
			</div>
			<div className="rc-body">
				<h2 className="rc-title">
					<a href={`/detail-page?id=${activity.id}`} target="_blank" rel="noopener">
						{activity.title}
					</a>
				</h2>
				<dl className="rc-facts">
					<dt>主办</dt>
					<dd>{activity.organizer}</dd>
					<dt>时间</dt>
					<dd>
						{activity.start_time.slice(0, 16)} 至 {activity.end_time.slice(0, 16)}
					</dd>
					<dt>形式</dt>
					<dd>{ACTIVITY_MODE_NAMES[activity.mode]}</dd>
					<dt>地点</dt>
					<dd>{place || '—'}</dd>
					<dt>人群</dt>
					<dd>{audiences || '—'}</dd>
				</dl>
				{activity.summary && <p className="rc-summary">{activity.summary}</p>}
				<ScreeningHits hits={activity.screening_hits} />
				{rejecting ? (
					<ReasonForm
						id={`reject-${activity.id}`}
						purpose="reject"
						busy={busy}
						onSubmit={(reason) => decide('reject', reason)}
						onCancel={() => setRejecting(false)}
					/>
				) : (
					<div className="rc-buttons">
						<button
							type="button"
							className="rc-button"
							disabled={busy}
							onClick={() => decide('approve')}
						>
							通过
						</button>
						<button
							type="button"
							className="rc-button rc-button-secondary"
							disabled={busy}
							onClick={() => setRejecting(true)}
						>
							驳回
						</button>
					</div>
				)}
			</div>
		</li>
	);
}
