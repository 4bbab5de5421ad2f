import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/errors';
import type { UserInfo } from '../../lib/api/types';
import { updateUserInfo } from '../../lib/api/user';
import {
	DISPLAY_NAME_LABEL,
	DISPLAY_NAME_MAX,
	DISPLAY_NAME_MIN,
	displayNameError,
} from '../../lib/validation/display-name';
import { ModalDialog } from '../shared/ModalDialog';
import './display-name.css';

interface Props {
	/** `first`: asked after the first login, with 以后再说; `edit`: from the user centre. */
	purpose: 'first' | 'edit';
	/** The name the field starts with; '' for the sign-up default, which is no one's name. */
	current: string;
	onSaved: (info: UserInfo) => void;
	onClose: () => void;
}

const TITLES = { first: '设置您的昵称', edit: '修改昵称' } as const;

/** The display-name form: checked with the API's rule before sending, the server's refusal shown. */
export default function DisplayNameDialog({ purpose, current, onSaved, onClose }: Props) {
	const dialog = useRef<HTMLDialogElement>(null);
	const base = useId();
	const [value, setValue] = useState(current);
	const [error, setError] = useState('');
	const [busy, setBusy] = useState(false);

	async function submit(event: FormEvent) {
		event.preventDefault();
		const problem = displayNameError(value);
		setError(problem ?? '');
		if (problem) {
			dialog.current?.querySelector('input')?.focus();
			return;
		}
		setBusy(true);
		try {
			onSaved(await updateUserInfo(value));
		} catch (failure) {
			setError(failure instanceof ApiError ? failure.message : '保存失败，请稍后再试');
		} finally {
			setBusy(false);
		}
	}

	const inputId = `${base}-name`;
	return (
		<ModalDialog
			dialogRef={dialog}
			className="name-dialog"
			aria-labelledby={`${base}-title`}
			aria-describedby={`${base}-note`}
			onClose={onClose}
		>
			<form noValidate onSubmit={submit}>
				<h2 id={`${base}-title`}>{TITLES[purpose]}</h2>
				<p className="name-dialog-note" id={`${base}-note`}>
					活动主办方会在报名名单和签到时看到这个名字，建议填写真实姓名。
					{purpose === 'first' && '以后可在个人中心修改。'}
				</p>
				<div className="name-field">
					<label htmlFor={inputId}>{DISPLAY_NAME_LABEL}</label>
					<input
						id={inputId}
						name="show_name"
						type="text"
						autoComplete="name"
						required
						aria-invalid={error ? true : undefined}
						aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
						value={value}
						onChange={(event) => {
							setValue(event.target.value);
							if (error) setError(displayNameError(event.target.value) ?? '');
						}}
					/>
					<p className="name-hint" id={`${inputId}-hint`}>
						{DISPLAY_NAME_MIN}–{DISPLAY_NAME_MAX} 个字
					</p>
					{error && (
						<p className="name-error" id={`${inputId}-error`} role="alert">
							{error}
						</p>
					)}
				</div>
				<div className="name-dialog-actions">
					<button type="button" className="name-button name-button-secondary" onClick={onClose}>
						{purpose === 'first' ? '以后再说' : '取消'}
					</button>
					<button type="submit" className="name-button name-button-primary" disabled={busy}>
						{busy ? '保存中…' : '保存'}
					</button>
				</div>
			</form>
		</ModalDialog>
	);
}
