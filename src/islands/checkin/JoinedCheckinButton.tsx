import { useState } from 'react';
import { getCheckinInfo } from '../../lib/api/checkin';
import type { CheckinPass } from '../../lib/api/checkin-types';
import CheckinPassCard from './CheckinPassCard';

type Loaded =
	| { kind: 'closed' }
	| { kind: 'loading' }
	| { kind: 'failed' }
	/** `pass` null: the activity has no door to check in at (online only). */
	| { kind: 'open'; pass: CheckinPass | null };

/** 我报名的: 签到码 opens the person's QR code and short code for that activity. */
export default function JoinedCheckinButton({ activityId }: { activityId: number }) {
	const [loaded, setLoaded] = useState<Loaded>({ kind: 'closed' });

	async function toggle() {
		if (loaded.kind === 'open' || loaded.kind === 'failed') {
			setLoaded({ kind: 'closed' });
			return;
		}
		setLoaded({ kind: 'loading' });
		try {
			setLoaded({ kind: 'open', pass: (await getCheckinInfo(activityId)).pass });
		} catch {
			setLoaded({ kind: 'failed' });
		}
	}

	return (
		<>
			<div className="uc-actions">
				<button
					type="button"
					className="uc-button uc-button-secondary"
					aria-expanded={loaded.kind === 'open' || loaded.kind === 'failed'}
					disabled={loaded.kind === 'loading'}
					onClick={() => void toggle()}
				>
					签到码
				</button>
			</div>
			{loaded.kind === 'failed' && <p className="uc-empty">签到码加载失败，请稍后重试。</p>}
			{loaded.kind === 'open' &&
				(loaded.pass ? (
					<CheckinPassCard pass={loaded.pass} />
				) : (
					<p className="uc-empty">线上活动无需到场签到，没有签到码。</p>
				))}
		</>
	);
}
