import { useId } from 'react';
import type { AlertRequest } from '../../lib/feedback';
import { ModalDialog } from '../shared/ModalDialog';

interface Props {
	request: AlertRequest;
}

/** A modal alert with one confirm button (role alertdialog); Escape also confirms. */
export default function AlertDialog({ request }: Props) {
	const id = useId();
	return (
		<ModalDialog
			className="alert-dialog"
			role="alertdialog"
			aria-labelledby={`${id}-title`}
			aria-describedby={`${id}-message`}
			onClose={request.close}
		>
			<h2 id={`${id}-title`}>{request.title}</h2>
			<p id={`${id}-message`}>{request.message}</p>
			<div className="alert-actions">
				{/* biome-ignore lint/a11y/noAutofocus: the one action of a modal alert takes the focus (WAI-ARIA alertdialog). */}
				<button type="button" autoFocus onClick={request.close}>
					{request.confirmLabel}
				</button>
			</div>
		</ModalDialog>
	);
}
