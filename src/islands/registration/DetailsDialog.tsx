import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { JoinInput, RegistrationField } from '../../lib/api/activity-types';
import { getRegistrationDefaults } from '../../lib/api/user';
import {
	REGISTRATION_AGREEMENT_TEXT,
	sharedWithOrganiser,
} from '../../lib/privacy/registration-sharing';
import {
	NAME_MAX,
	ORGANIZATION_MAX,
	REGISTRATION_FIELD_NAMES,
	REGISTRATION_FIELDS,
	registrationFieldError,
} from '../../lib/validation/registration-details';
import { ModalDialog } from '../shared/ModalDialog';
import GuardianFields, {
	EMPTY_GUARDIAN,
	type GuardianValues,
	guardianErrors,
} from './GuardianFields';
import SharingConsent from './SharingConsent';

type DetailsValues = Record<RegistrationField, string>;

/** What the dialog sends with the activity's id. */
export type JoinBody = Omit<JoinInput, 'id'>;

interface Props {
	title: string;
	fields: readonly RegistrationField[];
	asksAge: boolean;
	/** A refusal of the server, shown in the dialog. */
	serverError: string;
	busy: boolean;
	onSubmit: (body: JoinBody) => void;
	onClose: () => void;
}

const INPUTS: Record<
	RegistrationField,
	{ type: string; autoComplete: string; maxLength: number; inputMode?: 'numeric' }
> = {
	name: { type: 'text', autoComplete: 'name', maxLength: NAME_MAX },
	mobile: { type: 'tel', autoComplete: 'tel', maxLength: 11, inputMode: 'numeric' },
	organization: { type: 'text', autoComplete: 'organization', maxLength: ORGANIZATION_MAX },
};

/**
 * The details an activity asks joiners for, checked with the API's rules before sending, what the
 * organiser will see, and the joiner's agreement to share it.
 */
export default function DetailsDialog(props: Props) {
	const { title, fields, asksAge, serverError, busy, onSubmit, onClose } = props;
	const dialog = useRef<HTMLDialogElement>(null);
	const base = useId();
	const [values, setValues] = useState<DetailsValues>({ name: '', mobile: '', organization: '' });
	const [errors, setErrors] = useState<
		Partial<DetailsValues> & Partial<Record<keyof GuardianValues, string>>
	>({});
	const [defaults, setDefaults] = useState<DetailsValues | null>(null);
	const [guardian, setGuardian] = useState<GuardianValues>(EMPTY_GUARDIAN);
	const [agreed, setAgreed] = useState(false);
	const [consentError, setConsentError] = useState('');
	const shared = sharedWithOrganiser(fields, asksAge);
	const asked = REGISTRATION_FIELDS.filter((field) => fields.includes(field));

	// What the person gave before fills the fields they have not typed in yet.
	useEffect(() => {
		let current = true;
		getRegistrationDefaults()
			.then((given) => {
				if (!current) return;
				setValues((typed) => fillEmpty(typed, given));
				setDefaults(given);
			})
			.catch(() => undefined);
		return () => {
			current = false;
		};
	}, []);
	const prefilled = defaults !== null && asked.some((field) => defaults[field] !== '');

	function submit(event: FormEvent) {
		event.preventDefault();
		const found: Partial<DetailsValues> = {};
		for (const field of asked) {
			const error = registrationFieldError(field, values[field]);
			if (error) found[field] = error;
		}
		const guardianFound = asksAge ? guardianErrors(guardian) : {};
		setErrors({ ...found, ...guardianFound });
		setConsentError(agreed ? '' : REGISTRATION_AGREEMENT_TEXT);
		const first =
			asked.find((field) => found[field]) ??
			(guardianFound.under14 && 'under_14') ??
			(guardianFound.guardianName && 'guardian_name') ??
			(guardianFound.guardianAgree && 'guardian_agree') ??
			(agreed ? undefined : 'agree');
		if (first) {
			dialog.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
			return;
		}
		onSubmit({ ...values, agree: 1, ...(asksAge ? guardianBody(guardian) : {}) });
	}

	return (
		<ModalDialog
			dialogRef={dialog}
			className="reg-dialog"
			aria-labelledby={`${base}-title`}
			onClose={onClose}
		>
			<form noValidate onSubmit={submit}>
				<h2 id={`${base}-title`}>{title}</h2>
				<p className="reg-dialog-note">
					{asked.length > 0 ? '主办方需要以下信息，' : '报名信息'}
					仅主办方和您本人可见，取消报名时一并删除，活动结束后按期删除。
					{prefilled && '已按您之前填写的信息预填，请核对。'}
				</p>
				{asked.map((field) => {
					const id = `${base}-${field}`;
					const error = errors[field];
					const input = INPUTS[field];
					return (
						<div className="reg-field" key={field}>
							<label htmlFor={id}>
								{REGISTRATION_FIELD_NAMES[field]}
								<span className="reg-required" aria-hidden="true">
									*
								</span>
							</label>
							<input
								id={id}
								name={field}
								type={input.type}
								autoComplete={input.autoComplete}
								maxLength={input.maxLength}
								inputMode={input.inputMode}
								required
								aria-invalid={error ? true : undefined}
								aria-describedby={error ? `${id}-error` : undefined}
								value={values[field]}
								onChange={(event) => {
									const value = event.target.value;
									setValues((current) => ({ ...current, [field]: value }));
									if (error) {
										setErrors((current) => ({
											...current,
											[field]: registrationFieldError(field, value) ?? undefined,
										}));
									}
								}}
							/>
							{error && (
								<p className="reg-error" id={`${id}-error`}>
									{error}
								</p>
							)}
						</div>
					);
				})}
				{asksAge && (
					<GuardianFields
						id={`${base}-age`}
						values={guardian}
						errors={errors}
						onChange={setGuardian}
					/>
				)}
				<SharingConsent
					id={`${base}-agree`}
					shared={shared}
					agreed={agreed}
					error={consentError}
					onChange={(checked) => {
						setAgreed(checked);
						if (checked) setConsentError('');
					}}
				/>
				{serverError && (
					<p className="reg-error" role="alert">
						{serverError}
					</p>
				)}
				<div className="reg-dialog-actions">
					<button type="button" className="reg-button reg-button-secondary" onClick={onClose}>
						取消
					</button>
					<button type="submit" className="reg-button reg-button-primary" disabled={busy}>
						{busy ? '提交中…' : '提交'}
					</button>
				</div>
			</form>
		</ModalDialog>
	);
}

function fillEmpty(typed: DetailsValues, defaults: DetailsValues): DetailsValues {
	return {
		name: typed.name || defaults.name,
		mobile: typed.mobile || defaults.mobile,
		organization: typed.organization || defaults.organization,
	};
}

function guardianBody(
	guardian: GuardianValues,
): Pick<JoinBody, 'under_14' | 'guardian_name' | 'guardian_agree'> {
	if (guardian.under14 !== '1') return { under_14: 0 };
	return {
		under_14: 1,
		guardian_name: guardian.guardianName,
		guardian_agree: guardian.guardianAgree ? 1 : 0,
	};
}
