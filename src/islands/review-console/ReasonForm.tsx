import { useState } from 'react';
import {
	appendPreset,
	checkReason,
	REASON_MAX_LENGTH,
	REASON_WORDING,
	type ReasonPurpose,
} from './reject-reason';

interface Props {
	id: string;
	purpose: ReasonPurpose;
	busy: boolean;
	onSubmit: (reason: string) => void;
	onCancel: () => void;
}

/** The reason a publisher will read: presets to start from, free text to finish. */
export default function ReasonForm({ id, purpose, busy, onSubmit, onCancel }: Props) {
	const wording = REASON_WORDING[purpose];
	const [reason, setReason] = useState('');
	const [error, setError] = useState<string | null>(null);

	const submit = (event: React.SubmitEvent) => {
		event.preventDefault();
		const problem = checkReason(reason, purpose);
		setError(problem);
		if (!problem) onSubmit(reason.trim());
	};

	return (
		<form className="rc-reject" onSubmit={submit} noValidate>
			<label htmlFor={id}>{wording.label}</label>
			<div className="rc-presets">
				{wording.presets.map((preset) => (
					<button
						key={preset}
						type="button"
						className="rc-chip"
						onClick={() => setReason((current) => appendPreset(current, preset))}
					>
						{preset}
					</button>
				))}
			</div>
			<textarea
				id={id}
				rows={3}
				maxLength={REASON_MAX_LENGTH}
				value={reason}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${id}-error` : undefined}
				onChange={(event) => setReason(event.target.value)}
			/>
			{error && (
				<p className="rc-error" id={`${id}-error`}>
					{error}
				</p>
			)}
			<div className="rc-buttons">
				<button type="button" className="rc-button rc-button-secondary" onClick={onCancel}>
					取消
				</button>
				<button type="submit" className="rc-button rc-button-danger" disabled={busy}>
					{wording.confirm}
				</button>
			</div>
		</form>
	);
}
