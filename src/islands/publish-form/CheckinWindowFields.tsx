import {
	CLOSES_AFTER_CHOICES,
	describeClosing,
	describeOpening,
	OPENS_BEFORE_CHOICES,
} from '../../lib/checkin-window';
import Field from './Field';
import type { FormBinding } from './use-publish-form';

/** The presets, and the stored value when the API set one the presets lack. */
const choicesWith = (presets: readonly number[], current: number) =>
	presets.includes(current) ? presets : [...presets, current].sort((a, b) => a - b);

/** When check-in at the door opens and closes; an online-only activity has no door. */
export default function CheckinWindowFields({ values, errors, setField }: FormBinding) {
	if (values.mode === 'online') return null;
	return (
		<div className="pf-row">
			<Field
				field="checkin_opens_before"
				label="签到开放"
				hint="到场签到从此时开始接受"
				error={errors.checkin_opens_before}
			>
				{(a11y) => (
					<select
						{...a11y}
						value={values.checkin_opens_before}
						onChange={(event) => setField('checkin_opens_before', Number(event.target.value))}
					>
						{choicesWith(OPENS_BEFORE_CHOICES, values.checkin_opens_before).map((minutes) => (
							<option key={minutes} value={minutes}>
								{describeOpening(minutes)}
							</option>
						))}
					</select>
				)}
			</Field>
			<Field
				field="checkin_closes_after"
				label="签到截止"
				hint="便于补录迟到者"
				error={errors.checkin_closes_after}
			>
				{(a11y) => (
					<select
						{...a11y}
						value={values.checkin_closes_after}
						onChange={(event) => setField('checkin_closes_after', Number(event.target.value))}
					>
						{choicesWith(CLOSES_AFTER_CHOICES, values.checkin_closes_after).map((minutes) => (
							<option key={minutes} value={minutes}>
								{describeClosing(minutes)}
							</option>
						))}
					</select>
				)}
			</Field>
		</div>
	);
}
