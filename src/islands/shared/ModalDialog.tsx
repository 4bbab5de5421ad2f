import {
	type ComponentPropsWithoutRef,
	type KeyboardEvent,
	type RefObject,
	useEffect,
	useRef,
} from 'react';
import './modal-dialog.css';

type Props = Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onCancel' | 'onClose'> & {
	/** Esc, and every way out the content offers; the owner unmounts the dialog. */
	onClose: () => void;
	dialogRef?: RefObject<HTMLDialogElement | null>;
};

const FOCUSABLE =
	'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The one modal dialog: the native `<dialog>` shown with showModal on mount, so the page behind is
 * inert and the focus moves to its first control (or the one with autoFocus). Tab cycles inside it,
 * Esc calls onClose, the page does not scroll under it, and on unmount the focus returns to the
 * control that opened it.
 */
export function ModalDialog({ onClose, dialogRef, onKeyDown, children, ...attributes }: Props) {
	const ownRef = useRef<HTMLDialogElement>(null);
	const ref = dialogRef ?? ownRef;

	useEffect(() => {
		const element = ref.current;
		const opener = document.activeElement as HTMLElement | null;
		if (element && !element.open) element.showModal();
		return () => {
			element?.close();
			if (opener?.isConnected) opener.focus();
		};
	}, [ref]);

	const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
		onKeyDown?.(event);
		// Esc belongs to the dialog alone (the player behind it also listens for it).
		if (event.key === 'Escape') event.stopPropagation();
		if (event.key !== 'Tab') return;
		const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
		const edge = event.shiftKey ? controls[0] : controls[controls.length - 1];
		if (document.activeElement !== edge) return;
		event.preventDefault();
		(event.shiftKey ? controls[controls.length - 1] : controls[0])?.focus();
	};

	return (
		<dialog
			ref={ref}
			{...attributes}
			onKeyDown={keepFocusInside}
			onCancel={(event) => {
				event.preventDefault();
				onClose();
			}}
			// Chromium closes a dialog whose cancel was refused twice without a user gesture between;
			// a dialog closed on unmount is no longer in the page.
			onClose={(event) => {
				if (event.currentTarget.isConnected) onClose();
			}}
		>
			{children}
		</dialog>
	);
}
