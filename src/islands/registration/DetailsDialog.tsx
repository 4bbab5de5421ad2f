import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { RegistrationField } from '../../lib/api/activity-types';
import { getRegistrationDefaults } from '../../lib/api/user';
import {
	NAME_MAX,
	ORGANIZATION_MAX,
	REGISTRATION_FIELD_NAMES,
	REGISTRATION_FIELDS,
	registrationFieldError,
} from '../../lib/validation/registration-details';
import { ModalDialog } from '../shared/ModalDialog';

export type DetailsValues = Record<RegistrationField, string>;

interface Props {
	title: string;
	fields: readonly RegistrationField[];
	/** A refusal of the server, shown in the dialog. */
	serverError: string;
	busy: boolean;
	onSubmit: (values: DetailsValues) => void;
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

/** The details an activity asks joiners for, checked with the API's rules before sending. */
export default function DetailsDialog(props: Props) {
	const { title, fields, serverError, busy, onSubmit, onClose } = props;
	const dialog = useRef<HTMLDialogElement>(null);
	const base = useId();
	const [values, setValues] = useState<DetailsValues>({ name: '', mobile: '', organization: '' });
	const [errors, setErrors] = useState<Partial<DetailsValues>>({});
	const [defaults, setDefaults] = useState<DetailsValues | null>(null);
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
		setErrors(found);
		const first = asked.find((field) => found[field]);
		if (first) {
			dialog.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
			return;
		}
		onSubmit(values);
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
					主办方需要以下信息，仅主办方和您本人可见，取消报名时一并删除。
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
