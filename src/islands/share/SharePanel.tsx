import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { showToast } from '../../lib/feedback';
import { copyText } from './copy-text';
import './share-panel.css';

interface Props {
	/** The page address to share; the current address when absent. */
	url?: string;
	title: string;
}

/**
 * 分享: the page link to copy and a QR code to scan with a phone (drawn only when opened), in a modal
 * dialog that takes the focus, keeps Tab inside, and gives the focus back to 分享 when it closes.
 */
export default function SharePanel({ url, title }: Props) {
	const [open, setOpen] = useState(false);
	const [qr, setQr] = useState('');
	const [link, setLink] = useState(url ?? '');
	const panelId = useId();
	const toggle = useRef<HTMLButtonElement>(null);

	useEffect(() => {
		if (!url) setLink(window.location.href);
	}, [url]);

	useEffect(() => {
		if (!open || qr || !link) return;
		import('qrcode')
			.then((qrcode) => qrcode.toDataURL(link, { margin: 1, width: 320 }))
			.then(setQr)
			.catch(() => showToast('error', '二维码生成失败'));
	}, [open, qr, link]);

	// The focus goes back once the dialog has closed: while it is open, 分享 is inert.
	const wasOpen = useRef(false);
	useEffect(() => {
		if (open) wasOpen.current = true;
		else if (wasOpen.current) toggle.current?.focus();
	}, [open]);
	const close = () => setOpen(false);

	async function copyLink() {
		const copied = await copyText(link);
		showToast(copied ? 'success' : 'error', copied ? '链接已复制' : '复制失败，请手动复制链接');
	}

	return (
		<div className="share">
			<button
				ref={toggle}
				type="button"
				className="share-toggle"
				aria-haspopup="dialog"
				aria-expanded={open}
				aria-controls={open ? panelId : undefined}
				onClick={() => setOpen(true)}
			>
				分享
			</button>
			{open && (
				<ShareDialog id={panelId} title={title} onClose={close}>
					<p className="share-hint">手机扫码查看活动</p>
					{qr ? (
						<img className="share-qr" src={qr} alt="本页二维码" width={160} height={160} />
					) : (
						<span className="share-qr share-qr-loading" aria-hidden="true" />
					)}
					<input className="share-link" value={link} readOnly aria-label="页面链接" />
					<button type="button" className="share-copy" onClick={() => void copyLink()}>
						复制链接
					</button>
				</ShareDialog>
			)}
		</div>
	);
}

interface DialogProps {
	id: string;
	title: string;
	onClose: () => void;
	children: ReactNode;
}

/** The modal `<dialog>` itself, opened on mount; Esc and 关闭 close it. */
function ShareDialog({ id, title, onClose, children }: DialogProps) {
	const dialog = useRef<HTMLDialogElement>(null);

	useEffect(() => {
		const element = dialog.current;
		if (element && !element.open) element.showModal();
		return () => element?.close();
	}, []);

	return (
		<dialog
			ref={dialog}
			className="share-panel"
			id={id}
			aria-label={`分享：${title}`}
			onCancel={(event) => {
				event.preventDefault();
				onClose();
			}}
		>
			<button type="button" className="share-close" aria-label="关闭分享" onClick={onClose}>
				×
			</button>
			{children}
		</dialog>
	);
}
