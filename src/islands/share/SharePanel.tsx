import { useEffect, useId, useState } from 'react';
import { showToast } from '../../lib/feedback';
import { ModalDialog } from '../shared/ModalDialog';
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

	const close = () => setOpen(false);

	async function copyLink() {
		const copied = await copyText(link);
		showToast(copied ? 'success' : 'error', copied ? '链接已复制' : '复制失败，请手动复制链接');
	}

	return (
		<div className="share">
			<button
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
				<ModalDialog
					className="share-panel"
					id={panelId}
					aria-label={`分享：${title}`}
					onClose={close}
				>
					<button type="button" className="share-close" aria-label="关闭分享" onClick={close}>
						×
					</button>
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
				</ModalDialog>
			)}
		</div>
	);
}
