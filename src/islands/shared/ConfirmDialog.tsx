import { useId } from 'react';
import { ModalDialog } from './ModalDialog';

interface Props {
	title: string;
	message: string;
	confirmLabel: string;
	busy?: boolean;
	onConfirm: () => void;
	onCancel: () => void;
	/** The class prefix of the page part that asks: `reg` (registration), `uc` (user centre), `au` (/admin/users). */
	look: 'reg' | 'uc' | 'au';
}

/** A question before something that cannot be undone; 再想想 and Esc answer no. */
export default function ConfirmDialog(props: Props) {
	const { title, message, confirmLabel, busy = false, onConfirm, onCancel, look } = props;
	const base = useId();
	return (
		<ModalDialog
			className={`${look}-dialog`}
			role="alertdialog"
			aria-labelledby={`${base}-title`}
			aria-describedby={`${base}-message`}
			onClose={onCancel}
		>
			<h2 id={`${base}-title`}>{title}</h2>
			<p id={`${base}-message`}>{message}</p>
			<div className={`${look}-dialog-actions`}>
				<button
					type="button"
					className={`${look}-button ${look}-button-secondary`}
					onClick={onCancel}
				>
					再想想
				</button>
				<button
					type="button"
					className={`${look}-button ${look}-button-danger`}
					disabled={busy}
					onClick={onConfirm}
				>
					{busy ? '处理中…' : confirmLabel}
				</button>
			</div>
		</ModalDialog>
	);
}
