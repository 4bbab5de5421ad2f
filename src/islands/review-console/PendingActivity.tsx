import { useState } from 'react';
import { escalateActivity, type ReviewActivity, reviewActivity } from '../../lib/api/admin';
import { findAudience } from '../../lib/audiences';
import { showToast } from '../../lib/feedback';
import { detailPage } from '../../lib/routes';
import { ACTIVITY_MODE_NAMES } from '../../lib/validation/activity-modes';
import ReasonForm from './ReasonForm';
import ScreeningHits from './ScreeningHits';
import { waitingText } from './waiting-text';

interface Props {
	activity: ReviewActivity;
	/** A city or province admin may send it up a level; a national admin is the last. */
	canEscalate: boolean;
	onDecided: (id: number) => void;
}

const LEVEL_NAMES = { province: '省级', national: '全国' } as const;

/** One activity in the queue with what a reviewer needs to decide, and the two decisions. */
export default function PendingActivity({ activity, canEscalate, onDecided }: Props) {
	const [asking, setAsking] = useState<'reject' | 'escalate' | null>(null);
	const [busy, setBusy] = useState(false);

	const decide = async (decision: 'approve' | 'reject', reason = '') => {
		setBusy(true);
		try {
			await reviewActivity({
				id: activity.id,
				decision,
				reason,
				...(activity.is_edit ? { edit_version: activity.edit_version } : {}),
			});
			const what = activity.is_edit ? '修改' : '活动';
			showToast(
				'success',
				decision === 'approve' ? `已通过，${what}已公开` : '已驳回，原因已发给发布者',
			);
			onDecided(activity.id);
		} catch {
			setBusy(false);
		}
	};

	const escalate = async (note: string) => {
		setBusy(true);
		try {
			await escalateActivity({ id: activity.id, note });
			showToast('success', '已上报上级审核');
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
					{activity.is_edit && <span className="rc-tag">修改</span>}
					<a href={detailPage(activity.id)} target="_blank" rel="noopener">
						{activity.title}
					</a>
				</h2>
				<p className="rc-waiting">
					已等待 {waitingText(activity.waiting_hours)}（{activity.waiting_since.slice(0, 16)} 起）
				</p>
				{activity.escalation && (
					<p className="rc-escalation" data-testid="rc-escalation">
						{activity.escalation.by_name || '下级管理员'}上报至
						{LEVEL_NAMES[activity.escalation.level]}：{activity.escalation.note}
					</p>
				)}
				{activity.is_edit && (
					<p className="rc-edit-note">
						已通过的活动提交了修改，改动：{activity.changed_fields.join('、') || '无'}
						。通过前活动页面显示原来的内容（标题链接打开的是原来的版本）。
					</p>
				)}
				{activity.resubmitted && (
					<p className="rc-resubmitted" data-testid="rc-resubmitted">
						修改后重新提交：已有 {activity.join_count} 人报名
						{activity.waitlist_count > 0 && `、${activity.waitlist_count} 人候补`}
					</p>
				)}
				<dl className="rc-facts">
					<dt>发布者</dt>
					<dd>
						{activity.owner_name}（{activity.owner_mobile}）
					</dd>
					<dt>联系人</dt>
					<dd>
						{[activity.contact_name, activity.contact_phone].filter(Boolean).join(' ') || '—'}
					</dd>
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
					<dt>地址</dt>
					<dd>{activity.address || '—'}</dd>
					<dt>链接</dt>
					<dd className="rc-url">{activity.online_url || '—'}</dd>
					<dt>人群</dt>
					<dd>{audiences || '—'}</dd>
				</dl>
				{activity.summary && <p className="rc-summary">{activity.summary}</p>}
				{activity.content && (
					<details className="rc-content">
						<summary>{activity.is_edit ? '修改后的活动详情' : '活动详情全文'}</summary>
						{/* Cleaned by the server's sanitiser, as on the detail page. */}
						<div
							className="rich-text"
							// biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (sanitize.ts)
							dangerouslySetInnerHTML={{ __html: activity.content }}
						/>
					</details>
				)}
				<ScreeningHits hits={activity.screening_hits} />
				{asking ? (
					<ReasonForm
						id={`${asking}-${activity.id}`}
						purpose={asking}
						busy={busy}
						onSubmit={(reason) =>
							asking === 'reject' ? decide('reject', reason) : escalate(reason)
						}
						onCancel={() => setAsking(null)}
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
							onClick={() => setAsking('reject')}
						>
							驳回
						</button>
						{canEscalate && (
							<button
								type="button"
								className="rc-button rc-button-secondary"
								disabled={busy}
								onClick={() => setAsking('escalate')}
							>
								上报上级
							</button>
						)}
					</div>
				)}
			</div>
		</li>
	);
}
