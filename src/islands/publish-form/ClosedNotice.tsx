import type { Device } from '../../lib/device';
import { LIST_PATH, pagePath, userCenterPage } from '../../lib/routes';

interface Props {
	device: Device;
}

/** Shown instead of the form once the publishing cutoff has passed. */
export default function ClosedNotice({ device }: Props) {
	return (
		<section className="pf-result pf-closed" role="status">
			<h2>活动填报已结束</h2>
			<p>
				本届科普月的活动发布通道已关闭，不能再发布新活动，感谢您的参与。已发布的活动仍可在个人中心修改：未通过审核的活动修改后可重新提交，已通过的活动可更正信息。
			</p>
			<div className="pf-result-actions">
				<a className="pf-button" href={pagePath(LIST_PATH, device)}>
					浏览全部活动
				</a>
				<a className="pf-button pf-button-secondary" href={userCenterPage(device)}>
					去个人中心
				</a>
			</div>
		</section>
	);
}
