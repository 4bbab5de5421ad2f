import { REGISTRATION_FIELD_NAMES } from '../../lib/validation/registration-details';
import CheckinWindowFields from './CheckinWindowFields';
import type { FormBinding } from './use-publish-form';

const ASKED = [
	['ask_name', REGISTRATION_FIELD_NAMES.name],
	['ask_mobile', REGISTRATION_FIELD_NAMES.mobile],
	['ask_organization', REGISTRATION_FIELD_NAMES.organization],
] as const;

/**
 * What joiners are asked for, the waitlist, whether changes stay open after the start, and the
 * check-in window.
 */
export default function RegistrationFields(binding: FormBinding) {
	const { values, setField } = binding;
	return (
		<fieldset className="pf-section" data-testid="registration-settings">
			<legend>报名设置</legend>
			<fieldset className="pf-field pf-fieldset" data-field="registration_fields">
				<legend className="pf-label">报名时填写</legend>
				<div className="pf-control">
					<div className="pf-choices">
						{ASKED.map(([key, label]) => (
							<label key={key} className="pf-choice">
								<input
									type="checkbox"
									checked={values[key]}
									onChange={(event) => setField(key, event.target.checked)}
								/>
								{label}
							</label>
						))}
					</div>
					<label className="pf-choice">
						<input
							type="checkbox"
							checked={values.asks_age}
							onChange={(event) => setField('asks_age', event.target.checked)}
						/>
						询问参与者是否未满14周岁（未满14周岁须填写监护人姓名并由监护人同意）
					</label>
					<p className="pf-hint">
						不勾选则报名者只需同意，名单显示昵称和隐去中间四位的登录手机号；所填信息仅主办方和报名者本人可见。
					</p>
				</div>
			</fieldset>
			<fieldset className="pf-field pf-fieldset" data-field="waitlist_enabled">
				<legend className="pf-label">候补与变更</legend>
				<div className="pf-control pf-choices pf-choices-stacked">
					<label className="pf-choice">
						<input
							type="checkbox"
							checked={values.waitlist_enabled}
							onChange={(event) => setField('waitlist_enabled', event.target.checked)}
						/>
						名额满后开放候补（有人取消时自动递补）
					</label>
					<label className="pf-choice">
						<input
							type="checkbox"
							checked={values.late_changes}
							onChange={(event) => setField('late_changes', event.target.checked)}
						/>
						活动开始后仍可报名和取消报名（至活动结束）
					</label>
				</div>
			</fieldset>
			<CheckinWindowFields {...binding} />
		</fieldset>
	);
}
