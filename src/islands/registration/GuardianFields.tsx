import { NAME_MAX, registrationFieldError } from '../../lib/validation/registration-details';
import { GUARDIAN_AGREEMENT_TEXT } from '../../lib/validation/registration-guardian';

export interface GuardianValues {
	under14: '' | '1' | '0';
	guardianName: string;
	guardianAgree: boolean;
}

export const EMPTY_GUARDIAN: GuardianValues = {
	under14: '',
	guardianName: '',
	guardianAgree: false,
};

type GuardianErrors = Partial<Record<keyof GuardianValues, string>>;

/** The same rules as the API's checkGuardian, by field. */
export function guardianErrors(values: GuardianValues): GuardianErrors {
	if (values.under14 === '') return { under14: '请选择参与者是否未满14周岁' };
	if (values.under14 === '0') return {};
	const name = registrationFieldError('name', values.guardianName)?.replace('姓名', '监护人姓名');
	return {
		...(name ? { guardianName: name } : {}),
		...(values.guardianAgree ? {} : { guardianAgree: GUARDIAN_AGREEMENT_TEXT }),
	};
}

interface Props {
	id: string;
	values: GuardianValues;
	/** Problems by field: under14, guardianName, guardianAgree. */
	errors: GuardianErrors;
	onChange: (values: GuardianValues) => void;
}

function ErrorLine({ id, text }: { id: string; text: string | undefined }) {
	return text ? (
		<p className="reg-error" id={id}>
			{text}
		</p>
	) : null;
}

/** Whether the participant is under 14 and, if so, the guardian's name and agreement (PIPL §31). */
export default function GuardianFields({ id, values, errors, onChange }: Props) {
	const set = (change: Partial<GuardianValues>) => onChange({ ...values, ...change });
	return (
		<>
			<fieldset className="reg-field reg-fieldset" aria-describedby={`${id}-age-error`}>
				<legend>
					参与者是否未满14周岁
					<span className="reg-required" aria-hidden="true">
						*
					</span>
				</legend>
				<div className="reg-choices">
					{(['0', '1'] as const).map((answer) => (
						<label key={answer} className="reg-choice">
							<input
								type="radio"
								name="under_14"
								value={answer}
								checked={values.under14 === answer}
								onChange={() => set({ under14: answer })}
							/>
							{answer === '1' ? '是，未满14周岁' : '否，已满14周岁'}
						</label>
					))}
				</div>
				<ErrorLine id={`${id}-age-error`} text={errors.under14} />
			</fieldset>
			{values.under14 === '1' && (
				<>
					<div className="reg-field">
						<label htmlFor={`${id}-guardian`}>
							监护人姓名
							<span className="reg-required" aria-hidden="true">
								*
							</span>
						</label>
						<input
							id={`${id}-guardian`}
							name="guardian_name"
							type="text"
							autoComplete="off"
							maxLength={NAME_MAX}
							aria-invalid={errors.guardianName ? true : undefined}
							aria-describedby={errors.guardianName ? `${id}-guardian-error` : undefined}
							value={values.guardianName}
							onChange={(event) => set({ guardianName: event.target.value })}
						/>
						<ErrorLine id={`${id}-guardian-error`} text={errors.guardianName} />
					</div>
					<label className="reg-consent-box">
						<input
							type="checkbox"
							name="guardian_agree"
							checked={values.guardianAgree}
							onChange={(event) => set({ guardianAgree: event.target.checked })}
						/>
						<span>我是参与者的监护人，同意其报名并提供以上信息</span>
					</label>
					<ErrorLine id={`${id}-guardian-agree-error`} text={errors.guardianAgree} />
				</>
			)}
		</>
	);
}
