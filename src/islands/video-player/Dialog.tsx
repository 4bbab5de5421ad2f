import { type ReactNode, useId } from 'react';
import { ModalDialog } from '../shared/ModalDialog';

interface DialogProps {
	title: string;
	onClose: () => void;
	children: ReactNode;
	className?: string;
}

/** A player dialog (colours, hotkeys): the shared modal dialog with a title bar and 关闭. */
export function Dialog({ title, onClose, children, className }: DialogProps) {
	const titleId = useId();
	return (
		<ModalDialog
			className={`vp-dialog ${className ?? ''}`}
			aria-labelledby={titleId}
			onClose={onClose}
		>
			<div className="vp-dialog-head">
				<h2 id={titleId}>{title}</h2>
				<button type="button" className="vp-dialog-close" aria-label="关闭" onClick={onClose}>
					×
				</button>
			</div>
			{children}
		</ModalDialog>
	);
}
