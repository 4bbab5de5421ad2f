import { useState } from 'react';
import { removeMaterial, reviewMaterial } from '../../lib/api/admin';
import type { ReviewMaterial } from '../../lib/api/user-types';
import { showToast } from '../../lib/feedback';
import ReasonForm from './ReasonForm';

interface Props {
	material: ReviewMaterial;
	onSettled: (id: number) => void;
}

type Asking = 'reject' | 'remove' | null;

/** Approve or reject a pending material; remove a decided one. Reasons reach the publisher. */
export default function MaterialDecision({ material, onSettled }: Props) {
	const [asking, setAsking] = useState<Asking>(null);
	const [busy, setBusy] = useState(false);

	const run = async (action: () => Promise<null>, done: string) => {
		setBusy(true);
		try {
			await action();
			showToast('success', done);
			onSettled(material.id);
		} catch {
			setBusy(false);
		}
	};

	if (asking) {
		return (
			<ReasonForm
				id={`${asking}-material-${material.id}`}
				purpose={asking === 'reject' ? 'rejectMaterial' : 'remove'}
				busy={busy}
				onSubmit={(reason) =>
					asking === 'reject'
						? run(
								() => reviewMaterial({ id: material.id, decision: 'reject', reason }),
								'已驳回，原因已发给发布者',
							)
						: run(() => removeMaterial({ id: material.id, reason }), '已移除，原因已发给发布者')
				}
				onCancel={() => setAsking(null)}
			/>
		);
	}
	if (material.status !== 'pending') {
		return (
			<div className="rc-buttons">
				<button
					type="button"
					className="rc-button rc-button-secondary"
					onClick={() => setAsking('remove')}
				>
					移除
				</button>
			</div>
		);
	}
	return (
		<div className="rc-buttons">
			<button
				type="button"
				className="rc-button"
				disabled={busy}
				onClick={() =>
					run(() => reviewMaterial({ id: material.id, decision: 'approve' }), '已通过，资料已公开')
				}
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
		</div>
	);
}
