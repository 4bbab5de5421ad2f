import type { CheckinPass } from '../../lib/api/checkin-types';
import CheckinQrImage from './CheckinQrImage';
import './checkin.css';

/** A joined person's check-in QR code and short code, and whether they are checked in. */
export default function CheckinPassCard({ pass }: { pass: CheckinPass }) {
	return (
		<section className="checkin-pass" aria-labelledby={`checkin-pass-${pass.registration_id}`}>
			<h2 id={`checkin-pass-${pass.registration_id}`}>我的签到码</h2>
			<CheckinQrImage payload={pass.payload} />
			<p className="checkin-pass-code">
				签到码 <strong data-testid="checkin-code">{pass.code}</strong>
			</p>
			{pass.checked_in_at ? (
				<p className="checkin-pass-status checkin-pass-done">
					已签到 · {pass.checked_in_at.slice(5, 16)}
				</p>
			) : (
				<p className="checkin-pass-status">到场后向工作人员出示二维码，或报出签到码。</p>
			)}
		</section>
	);
}
