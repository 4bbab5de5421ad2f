import { lazy, Suspense, useState } from 'react';
import { cancelJoin } from '../../lib/api/registration';
import type { UserActivityItem } from '../../lib/api/user-types';
import { showToast } from '../../lib/feedback';
import ConfirmDialog from '../shared/ConfirmDialog';
import './registration-items.css';

const CertificateDownloads = lazy(() => import('../certificates/CertificateDownloads'));

interface Props {
	item: UserActivityItem;
	onChanged: () => void;
}

/** 我报名的: the registration's number, whether it came from the waitlist, and 取消报名 after a confirmation. */
export default function JoinedActions({ item, onChanged }: Props) {
	const [confirming, setConfirming] = useState(false);
	const [busy, setBusy] = useState(false);
	const registration = item.registration;
	if (!registration) return null;

	const cancel = async () => {
		setBusy(true);
		try {
			await cancelJoin(item.id);
			showToast('success', '已取消报名');
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
			<p className="uc-item-meta uc-registration">
				{registration.id !== null && <span>报名编号 {registration.id}</span>}
				{registration.promoted && <span className="uc-tag">候补递补</span>}
			</p>
			{registration.certificates.length > 0 && (
				<Suspense fallback={null}>
					<CertificateDownloads activityId={item.id} offers={registration.certificates} />
				</Suspense>
			)}
			{registration.can_cancel && item.status === 'approved' && (
				<div className="uc-actions">
					<button
						type="button"
						className="uc-button uc-button-quiet"
						onClick={() => setConfirming(true)}
					>
						取消报名
					</button>
				</div>
			)}
			{confirming && (
				<ConfirmDialog
					look="uc"
					title="取消报名"
					message={`确定取消报名「${item.title}」吗？名额会立即释放给其他人，您填写的报名信息会一并删除。`}
					confirmLabel="确定取消报名"
					busy={busy}
					onConfirm={cancel}
					onCancel={() => setConfirming(false)}
				/>
			)}
		</>
	);
}
