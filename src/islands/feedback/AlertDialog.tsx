import { useEffect, useId, useRef } from 'react';
import type { AlertRequest } from '../../lib/feedback';

interface Props {
	request: AlertRequest;
}

/** A modal alert with one confirm button (role alertdialog); Escape also confirms. */
export default function AlertDialog({ request }: Props) {
	const id = useId();
	const dialog = useRef<HTMLDialogElement>(null);

	useEffect(() => {
		const element = dialog.current;
		const previous = document.activeElement as HTMLElement | null;
		element?.showModal();
		return () => {
			element?.close();
			previous?.focus();
		};
	}, []);

	return (
		<dialog
			ref={dialog}
			className="alert-dialog"
			role="alertdialog"
			aria-labelledby={`${id}-title`}
			aria-describedby={`${id}-message`}
			onCancel={(event) => {
				event.preventDefault();
				request.close();
			}}
		>
			<h2 id={`${id}-title`}>{request.title}</h2>
			<p id={`${id}-message`}>{request.message}</p>
			<div className="alert-actions">
				{/* biome-ignore lint/a11y/noAutofocus: the one action of a modal alert takes the focus (WAI-ARIA alertdialog). */}
				<button type="button" autoFocus onClick={request.close}>
					{request.confirmLabel}
				</button>
			</div>
		</dialog>
	);
}
