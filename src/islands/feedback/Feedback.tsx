import { useStore } from '@nanostores/react';
import './feedback.css';
import { $alert, $toasts, dismissToast } from '../../lib/feedback';
import AlertDialog from './AlertDialog';

/** Toasts and the alert dialog for the whole page; mounted once by the base layout. */
export default function Feedback() {
	const toasts = useStore($toasts);
	const alert = useStore($alert);
	return (
		<>
			<div className="toast-region" aria-live="polite">
				{toasts.map((toast) => (
					<div
						key={toast.id}
						className={`toast toast-${toast.kind}`}
						role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
					>
						<span>{toast.message}</span>
						<button type="button" aria-label="关闭提示" onClick={() => dismissToast(toast.id)}>
							×
						</button>
					</div>
				))}
			</div>
			{alert && <AlertDialog request={alert} />}
		</>
	);
}
