import type { ActivityStatus } from '../../lib/api/activity-types';
import type { Device } from '../../lib/device';
import { detailPage, userCenterPage } from '../../lib/routes';
import { STATUS_NAMES } from '../user-center/activity-status';

export interface SubmitOutcome {
	id: number;
	status: ActivityStatus;
	edited: boolean;
	still_public?: boolean | undefined;
}

interface Props {
	outcome: SubmitOutcome;
	device: Device;
	onPublishAnother: () => void;
}

const HEADLINES: Record<ActivityStatus, { title: string; text: string }> = {
	approved: { title: '活动已发布', text: '活动已公开，访客现在可以浏览和报名。' },
	pending: {
		title: '已提交，等待审核',
		text: '审核通过后活动才会公开；审核结果会发到个人中心的消息里。',
	},
	rejected: { title: '活动未通过审核', text: '请到个人中心查看原因并修改后重新提交。' },
	cancelled: { title: '活动已取消', text: '' },
	taken_down: { title: '活动已下架', text: '请到个人中心查看下架原因并修改后重新提交。' },
};

const EDIT_WAITING = {
	title: '已提交，等待审核',
	text: '修改通过审核后才会公开，已报名的用户届时会收到变更通知；在此之前活动页面仍显示上次通过审核的内容，报名照常进行。',
};

/** What happened to the submitted activity and where to go next. */
export default function SubmitResult({ outcome, device, onPublishAnother }: Props) {
	const headline = outcome.still_public ? EDIT_WAITING : HEADLINES[outcome.status];
	return (
		<section className="pf-result" aria-live="polite">
			<h2>{outcome.edited ? `修改已保存：${headline.title}` : headline.title}</h2>
			<p>
				审核状态：<strong data-status={outcome.status}>{STATUS_NAMES[outcome.status]}</strong>
			</p>
			{headline.text && <p>{headline.text}</p>}
			<div className="pf-result-actions">
				<a className="pf-button" href={detailPage(outcome.id, device)}>
					查看活动
				</a>
				<a className="pf-button pf-button-secondary" href={userCenterPage(device)}>
					去个人中心
				</a>
				{!outcome.edited && (
					<button type="button" className="pf-link-button" onClick={onPublishAnother}>
						继续发布新活动
					</button>
				)}
			</div>
		</section>
	);
}
