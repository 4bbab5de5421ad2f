import type { ReactNode } from 'react';
import type { UserActivityItem } from '../../lib/api/user-types';
import type { Device } from '../../lib/device';
import { PHASE_LABELS } from '../../lib/format/activity-labels';
import { detailPage, organisationPage } from '../../lib/routes';
import { STATUS_NAMES } from './activity-status';

interface Props {
	item: UserActivityItem;
	device: Device;
	/** The review status and reason (one's own activities); other lists show only 已取消. */
	showStatus: boolean;
	children?: ReactNode;
}

/** One activity in a user-centre list: cover, title, time and place, its status and actions. */
export default function ActivityItem({ item, device, showStatus, children }: Props) {
	const place = [item.province_name, item.city_name, item.venue].filter(Boolean).join(' · ');
	return (
		<li className="uc-item" data-activity-id={item.id}>
			<div className="uc-item-cover" aria-hidden="true">
				{item.cover ? <img src={item.cover} alt="" loading="lazy" /> : <span>科普月</span>}
			</div>
			<div className="uc-item-body">
				<h2 className="uc-item-title">
					<a href={detailPage(item.id, device)}>{item.title}</a>
				</h2>
				<p className="uc-item-meta">
					{item.start_time.slice(0, 16)} 至 {item.end_time.slice(0, 16)}
				</p>
				{place && <p className="uc-item-meta">{place}</p>}
				{item.organisation && (
					<p className="uc-item-meta uc-item-org">
						发布单位：
						<a href={organisationPage(item.organisation.id, device)}>{item.organisation.name}</a>
						{!item.organisation.by_me && '（单位其他成员发布）'}
					</p>
				)}
				{(showStatus || item.status === 'cancelled') && (
					<p className="uc-item-status">
						<span className={`uc-status uc-status-${item.status}`}>
							{STATUS_NAMES[item.status]}
						</span>
						{item.status === 'approved' && (
							<span className={`uc-phase uc-phase-${item.phase}`}>{PHASE_LABELS[item.phase]}</span>
						)}
						{item.status === 'rejected' && item.reject_reason && (
							<span className="uc-reason">驳回原因：{item.reject_reason}</span>
						)}
						{item.status === 'taken_down' && (
							<span className="uc-reason">
								下架原因：{item.reject_reason}。修改后重新提交，审核通过即恢复公开。
							</span>
						)}
					</p>
				)}
				{showStatus && item.edit && (
					<p className="uc-edit">
						{item.edit.status === 'pending'
							? `修改待审核：「${item.edit.title}」。通过前活动页面仍显示上次通过审核的内容。`
							: `修改未通过：${item.edit.reject_reason}。活动页面仍显示上次通过审核的内容，可再次编辑后提交。`}
					</p>
				)}
				{children}
			</div>
		</li>
	);
}
