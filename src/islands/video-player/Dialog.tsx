import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogProps {
	title: string;
	onClose: () => void;
	children: ReactNode;
	className?: string;
}

const FOCUSABLE = 'button, [href], input, [tabindex]:not([tabindex="-1"])';

/** APG modal dialog inside the player: focus moves in, Tab cycles, Esc and 关闭 close, focus returns. */
export function Dialog({ title, onClose, children, className }: DialogProps) {
	const ref = useRef<HTMLDivElement>(null);
	const titleId = useId();
	useEffect(() => {
		const opener = document.activeElement as HTMLElement | null;
		ref.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
		return () => opener?.focus();
	}, []);
	const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
		if (event.key === 'Escape') {
			event.preventDefault();
			event.stopPropagation();
			onClose();
			return;
		}
		if (event.key !== 'Tab') return;
		const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
		const first = items[0];
		const last = items[items.length - 1];
		if (event.shiftKey && document.activeElement === first) {
			event.preventDefault();
			last?.focus();
		} else if (!event.shiftKey && document.activeElement === last) {
			event.preventDefault();
			first?.focus();
		}
	};
	return (
		<div
			ref={ref}
			className={`vp-dialog ${className ?? ''}`}
			role="dialog"
			aria-modal="true"
			aria-labelledby={titleId}
			onKeyDown={onKeyDown}
		>
			<div className="vp-dialog-head">
				<h2 id={titleId}>{title}</h2>
				<button type="button" className="vp-dialog-close" aria-label="关闭" onClick={onClose}>
					×
				</button>
			</div>
			{children}
		</div>
	);
}
