import { useEffect, useId, useRef } from 'react';

interface Props {
	title: string;
	message: string;
	confirmLabel: string;
	busy: boolean;
	onConfirm: () => void;
	onClose: () => void;
}

/** A modal question on the native dialog element: focus stays inside, Escape answers no. */
export default function ConfirmChoice(props: Props) {
	const { title, message, confirmLabel, busy, onConfirm, onClose } = props;
	const dialog = useRef<HTMLDialogElement>(null);
	const base = useId();

	useEffect(() => {
		const element = dialog.current;
		if (element && !element.open) element.showModal();
		return () => element?.close();
	}, []);

	return (
		<dialog
			ref={dialog}
			className="reg-dialog"
			role="alertdialog"
			aria-labelledby={`${base}-title`}
			aria-describedby={`${base}-message`}
			onCancel={(event) => {
				event.preventDefault();
				onClose();
			}}
		>
			<h2 id={`${base}-title`}>{title}</h2>
			<p id={`${base}-message`}>{message}</p>
			<div className="reg-dialog-actions">
				<button type="button" className="reg-button reg-button-secondary" onClick={onClose}>
					再想想
				</button>
				<button
					type="button"
					className="reg-button reg-button-danger"
					disabled={busy}
					onClick={onConfirm}
				>
					{busy ? '处理中…' : confirmLabel}
				</button>
			</div>
		</dialog>
	);
}
