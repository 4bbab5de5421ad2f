import { AUDIENCES } from '../../lib/audiences';
import { errorId } from './Field';
import type { FormBinding } from './use-publish-form';

/** The audience categories (docs/campaign-rules.md, "Audiences") as checkboxes, at least one. */
export default function AudienceChoices({ values, errors, setField }: FormBinding) {
	const error = errors.audiences;
	const toggle = (id: number, checked: boolean) => {
		const chosen = new Set(values.audiences);
		if (checked) chosen.add(id);
		else chosen.delete(id);
		setField(
			'audiences',
			AUDIENCES.map((audience) => audience.id).filter((item) => chosen.has(item)),
		);
	};
	return (
		<fieldset
			className="pf-field pf-fieldset"
			data-field="audiences"
			data-invalid={error ? true : undefined}
			aria-describedby={error ? errorId('audiences') : undefined}
		>
			<legend className="pf-label">
				面向人群
				<span className="pf-required" aria-hidden="true">
					*
				</span>
			</legend>
			<div className="pf-control">
				<div className="pf-choices">
					{AUDIENCES.map((audience) => (
						<label key={audience.id} className="pf-choice">
							<input
								type="checkbox"
								name="audiences"
								value={audience.id}
								checked={values.audiences.includes(audience.id)}
								aria-invalid={error ? true : undefined}
								onChange={(event) => toggle(audience.id, event.target.checked)}
							/>
							{audience.name}
						</label>
					))}
				</div>
				{error && (
					<p className="pf-error" id={errorId('audiences')}>
						{error}
					</p>
				)}
			</div>
		</fieldset>
	);
}
