import { useEffect, useRef } from 'react';

interface Props {
	title: string;
	message: string;
	confirmLabel: string;
	busy?: boolean;
	onConfirm: () => void;
	onCancel: () => void;
}

/** A modal question on the native dialog element, which traps focus and closes on Escape. */
export default function ConfirmDialog({
	title,
	message,
	confirmLabel,
	busy = false,
	onConfirm,
	onCancel,
}: Props) {
	const dialog = useRef<HTMLDialogElement>(null);

	useEffect(() => {
		const element = dialog.current;
		if (element && !element.open) element.showModal();
		return () => element?.close();
	}, []);

	return (
		<dialog
			ref={dialog}
			className="uc-dialog"
			aria-labelledby="uc-dialog-title"
			aria-describedby="uc-dialog-message"
			onCancel={(event) => {
				event.preventDefault();
				onCancel();
			}}
		>
			<h2 id="uc-dialog-title">{title}</h2>
			<p id="uc-dialog-message">{message}</p>
			<div className="uc-dialog-actions">
				<button type="button" className="uc-button uc-button-secondary" onClick={onCancel}>
					再想想
				</button>
				<button
					type="button"
					className="uc-button uc-button-danger"
					disabled={busy}
					onClick={onConfirm}
				>
					{confirmLabel}
				</button>
			</div>
		</dialog>
	);
}
