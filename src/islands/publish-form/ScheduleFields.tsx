import { ACTIVITY_MODE_NAMES, ACTIVITY_MODES } from '../../lib/validation/activity-modes';
import Field from './Field';
import type { FormBinding } from './use-publish-form';

/** Start, end and the activity's mode. */
export default function ScheduleFields({ values, errors, setField }: FormBinding) {
	return (
		<fieldset className="pf-section">
			<legend>时间与形式</legend>
			<div className="pf-row">
				<Field field="start_time" label="开始时间" required error={errors.start_time}>
					{(a11y) => (
						<input
							{...a11y}
							type="datetime-local"
							value={values.start_time}
							onChange={(event) => setField('start_time', event.target.value)}
						/>
					)}
				</Field>
				<Field field="end_time" label="结束时间" required error={errors.end_time}>
					{(a11y) => (
						<input
							{...a11y}
							type="datetime-local"
							value={values.end_time}
							min={values.start_time || undefined}
							onChange={(event) => setField('end_time', event.target.value)}
						/>
					)}
				</Field>
			</div>
			<div className="pf-field" data-field="mode">
				<span className="pf-label" id="pf-mode-label">
					活动形式
					<span className="pf-required" aria-hidden="true">
						*
					</span>
				</span>
				<div className="pf-control pf-choices" role="radiogroup" aria-labelledby="pf-mode-label">
					{ACTIVITY_MODES.map((mode) => (
						<label key={mode} className="pf-choice">
							<input
								type="radio"
								name="mode"
								value={mode}
								checked={values.mode === mode}
								onChange={() => setField('mode', mode)}
							/>
							{ACTIVITY_MODE_NAMES[mode]}
						</label>
					))}
				</div>
			</div>
		</fieldset>
	);
}
