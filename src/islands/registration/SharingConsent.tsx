import { PRIVACY_POLICY } from '../../lib/privacy/documents';
import { type SharedItem, sharedLabel } from '../../lib/privacy/registration-sharing';
import { PRIVACY_POLICY_PATH } from '../../lib/routes';

interface Props {
	id: string;
	shared: readonly SharedItem[];
	agreed: boolean;
	error: string;
	onChange: (agreed: boolean) => void;
}

/** What the organiser will see of this registration, and the unticked box agreeing to share it. */
export default function SharingConsent(props: Props) {
	const { id, shared, agreed, error, onChange } = props;
	return (
		<div className="reg-consent" data-testid="sharing-consent">
			<p className="reg-consent-title">主办方将看到您的以下信息：</p>
			<ul className="reg-consent-list">
				{shared.map((item) => (
					<li key={item}>{sharedLabel(item)}</li>
				))}
			</ul>
			<label className="reg-consent-box" htmlFor={id}>
				<input
					id={id}
					type="checkbox"
					name="agree"
					checked={agreed}
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? `${id}-error` : undefined}
					onChange={(event) => onChange(event.target.checked)}
				/>
				<span>
					我同意将以上信息提供给本活动的主办方，用于报名和活动组织，详见
					<a href={PRIVACY_POLICY_PATH} target="_blank" rel="noopener">
						《{PRIVACY_POLICY.title}》
					</a>
				</span>
			</label>
			{error && (
				<p className="reg-error" id={`${id}-error`}>
					{error}
				</p>
			)}
		</div>
	);
}
