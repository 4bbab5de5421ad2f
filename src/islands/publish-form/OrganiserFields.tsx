import { JOINT_ACTIONS } from '../../lib/joint-actions';
import AudienceChoices from './AudienceChoices';
import Field from './Field';
import { EDUCATION_BASE_AFFILIATION } from './form-values';
import OrganisationChoice from './OrganisationChoice';
import type { FormBinding } from './use-publish-form';

export interface EducationBaseOption {
	id: number;
	name: string;
}

interface Props extends FormBinding {
	educationBases: readonly EducationBaseOption[];
}

const affiliationValue = (lhType: number | null) =>
	lhType === null ? EDUCATION_BASE_AFFILIATION : String(lhType);

/** Organiser and contact, audiences, the joint action it belongs to, and capacity. */
export default function OrganiserFields(props: Props) {
	const { values, errors, setField, educationBases } = props;
	return (
		<fieldset className="pf-section">
			<legend>主办与参与</legend>
			<OrganisationChoice {...props} />
			<Field field="organizer" label="主办单位" required error={errors.organizer}>
				{(a11y) => (
					<input
						{...a11y}
						type="text"
						maxLength={100}
						value={values.organizer}
						onChange={(event) => setField('organizer', event.target.value)}
					/>
				)}
			</Field>
			<div className="pf-row">
				<Field field="contact_name" label="联系人" error={errors.contact_name}>
					{(a11y) => (
						<input
							{...a11y}
							type="text"
							maxLength={20}
							value={values.contact_name}
							onChange={(event) => setField('contact_name', event.target.value)}
						/>
					)}
				</Field>
				<Field field="contact_phone" label="联系电话" error={errors.contact_phone}>
					{(a11y) => (
						<input
							{...a11y}
							type="tel"
							inputMode="tel"
							maxLength={20}
							value={values.contact_phone}
							onChange={(event) => setField('contact_phone', event.target.value)}
						/>
					)}
				</Field>
			</div>
			<AudienceChoices {...props} />
			<div className="pf-row">
				<Field field="affiliation" label="所属联合行动" error={errors.affiliation}>
					{(a11y) => (
						<select
							{...a11y}
							value={values.affiliation}
							onChange={(event) => setField('affiliation', event.target.value)}
						>
							<option value="">不属于联合行动</option>
							{JOINT_ACTIONS.map((action) => (
								<option key={action.name} value={affiliationValue(action.lhType)}>
									{action.name}
								</option>
							))}
						</select>
					)}
				</Field>
				{values.affiliation === EDUCATION_BASE_AFFILIATION && (
					<Field
						field="education_base_id"
						label="科普教育基地"
						required
						error={errors.education_base_id}
					>
						{(a11y) => (
							<select
								{...a11y}
								value={values.education_base_id}
								onChange={(event) => setField('education_base_id', event.target.value)}
							>
								<option value="">请选择科普教育基地</option>
								{educationBases.map((base) => (
									<option key={base.id} value={String(base.id)}>
										{base.name}
									</option>
								))}
							</select>
						)}
					</Field>
				)}
			</div>
			<Field field="capacity" label="人数上限" hint="不填表示不限人数" error={errors.capacity}>
				{(a11y) => (
					<input
						{...a11y}
						type="number"
						inputMode="numeric"
						min={1}
						max={100000}
						value={values.capacity}
						onChange={(event) => setField('capacity', event.target.value)}
					/>
				)}
			</Field>
		</fieldset>
	);
}
