import { useEffect, useId, useState } from 'react';
import { showToast } from '../../lib/feedback';
import { copyText } from './copy-text';
import './share-panel.css';

interface Props {
	/** The page address to share; the current address when absent. */
	url?: string;
	title: string;
}

/** 分享: the page link to copy and a QR code to scan with a phone (drawn only when opened). */
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

	useEffect(() => {
		if (!open) return;
		const closeOnEscape = (event: KeyboardEvent) => {
			if (event.key === 'Escape') setOpen(false);
		};
		window.addEventListener('keydown', closeOnEscape);
		return () => window.removeEventListener('keydown', closeOnEscape);
	}, [open]);

	async function copyLink() {
		const copied = await copyText(link);
		showToast(copied ? 'success' : 'error', copied ? '链接已复制' : '复制失败，请手动复制链接');
	}

	return (
		<div className="share">
			<button
				type="button"
				className="share-toggle"
				aria-expanded={open}
				aria-controls={panelId}
				onClick={() => setOpen(!open)}
			>
				分享
			</button>
			{open && (
				<div className="share-panel" id={panelId} role="dialog" aria-label={`分享：${title}`}>
					<button
						type="button"
						className="share-close"
						aria-label="关闭分享"
						onClick={() => setOpen(false)}
					>
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
				</div>
			)}
		</div>
	);
}
