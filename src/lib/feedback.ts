import { atom } from 'nanostores';

/** Toasts and the alert dialog; islands/feedback renders them. */
export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
	id: number;
	kind: ToastKind;
	message: string;
}

export interface AlertRequest {
	title: string;
	message: string;
	confirmLabel: string;
	close: () => void;
}

export const TOAST_DURATION_MS = 3000;

export const $toasts = atom<readonly Toast[]>([]);
export const $alert = atom<AlertRequest | null>(null);

let nextToastId = 1;

export function dismissToast(id: number): void {
	$toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

export function showToast(kind: ToastKind, message: string): number {
	const id = nextToastId++;
	$toasts.set([...$toasts.get(), { id, kind, message }]);
	setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
	return id;
}

/** Opens the alert dialog; resolves when the visitor confirms it. */
export function showAlert(title: string, message: string, confirmLabel = '确定'): Promise<void> {
	return new Promise((resolve) => {
		$alert.set({
			title,
			message,
			confirmLabel,
			close: () => {
				$alert.set(null);
				resolve();
			},
		});
	});
}
