import { lazy, Suspense, useState } from 'react';
import { activityCancel } from '../../lib/api/activity';
import type { UserActivityItem } from '../../lib/api/user-types';
import type { Device } from '../../lib/device';
import { showToast } from '../../lib/feedback';
import { copyPage, participantsPage, publishPage } from '../../lib/routes';
import MaterialsPanel from '../materials/MaterialsPanel';
import ConfirmDialog from '../shared/ConfirmDialog';
import { OWNER_ACTIONS } from './activity-status';

/** The summary form brings the rich-text editor: loaded on the first 提交总结. */
const SummaryPanel = lazy(() => import('../summary/SummaryPanel'));

interface Props {
	item: UserActivityItem;
	device: Device;
	onChanged: () => void;
}

/** Edit, copy, cancel (after a confirmation) and the materials of an activity one runs. */
export default function PublishedActions({ item, device, onChanged }: Props) {
	const allowed = OWNER_ACTIONS[item.status];
	// The rules of src/server/access/policy.ts: its publisher or a 负责人 of its organisation.
	const mayCancel = item.organisation
		? item.organisation.by_me || item.organisation.role === 'owner'
		: true;
	const [confirming, setConfirming] = useState(false);
	const [busy, setBusy] = useState(false);
	const [showMaterials, setShowMaterials] = useState(false);
	const [showSummary, setShowSummary] = useState(false);
	const summarisable = item.status === 'approved' && item.phase === 'ended';

	const cancel = async () => {
		setBusy(true);
		try {
			await activityCancel(item.id);
			showToast('success', '活动已取消');
			setConfirming(false);
			onChanged();
		} catch {
			// The API client has shown why.
		} finally {
			setBusy(false);
		}
	};

	return (
		<>
			<div className="uc-actions">
				{allowed.edit && (
					<a className="uc-button uc-button-secondary" href={publishPage(device, item.id)}>
						编辑
					</a>
				)}
				<a className="uc-button uc-button-secondary" href={copyPage(item.id, device)}>
					复制
				</a>
				{allowed.participants && (
					<a className="uc-button uc-button-secondary" href={participantsPage(item.id, device)}>
						报名名单
					</a>
				)}
				{allowed.materials && (
					<button
						type="button"
						className="uc-button uc-button-secondary"
						aria-expanded={showMaterials}
						onClick={() => setShowMaterials((open) => !open)}
					>
						活动资料
					</button>
				)}
				{summarisable && (
					<button
						type="button"
						className="uc-button uc-button-secondary"
						aria-expanded={showSummary}
						onClick={() => setShowSummary((open) => !open)}
					>
						{item.summary_status ? '编辑总结' : '提交总结'}
					</button>
				)}
				{allowed.cancel && mayCancel && item.phase !== 'ended' && (
					<button
						type="button"
						className="uc-button uc-button-quiet"
						onClick={() => setConfirming(true)}
					>
						取消活动
					</button>
				)}
			</div>
			{showMaterials && <MaterialsPanel activityId={item.id} activityTitle={item.title} />}
			{showSummary && (
				<Suspense fallback={<p>正在打开活动总结…</p>}>
					<SummaryPanel activityId={item.id} activityTitle={item.title} onSaved={onChanged} />
				</Suspense>
			)}
			{confirming && (
				<ConfirmDialog
					look="uc"
					title="取消活动"
					message={`确定要取消「${item.title}」吗？已报名的用户会收到通知，取消后不能恢复。`}
					confirmLabel="确定取消"
					busy={busy}
					onConfirm={cancel}
					onCancel={() => setConfirming(false)}
				/>
			)}
		</>
	);
}
