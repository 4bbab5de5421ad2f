import { type FormEvent, useId, useState } from 'react';
import { normalizeShortCode } from '../../lib/checkin/short-code';

interface Props {
	onSubmit: (code: string) => void;
}

/** The short code typed by hand: case and dashes do not matter; a code of the wrong form is not sent. */
export default function CodeEntry({ onSubmit }: Props) {
	const [text, setText] = useState('');
	const [error, setError] = useState('');
	const inputId = useId();

	function submit(event: FormEvent) {
		event.preventDefault();
		const code = normalizeShortCode(text);
		if (!code) {
			setError('签到码格式不对：应为 9 位字母和数字，如 0001K-7QX3');
			return;
		}
		setError('');
		setText('');
		onSubmit(code);
	}

	return (
		<form className="checkin-code" onSubmit={submit} noValidate>
			<label htmlFor={inputId}>手动输入签到码</label>
			<div className="checkin-code-row">
				<input
					id={inputId}
					value={text}
					onChange={(event) => setText(event.target.value)}
					autoComplete="off"
					autoCapitalize="characters"
					spellCheck={false}
					maxLength={16}
					placeholder="如 0001K-7QX3"
					aria-invalid={error !== ''}
					aria-describedby={error ? `${inputId}-error` : undefined}
				/>
				<button type="submit" className="checkin-button">
					签到
				</button>
			</div>
			{error && (
				<p id={`${inputId}-error`} className="checkin-field-error" role="alert">
					{error}
				</p>
			)}
		</form>
	);
}
