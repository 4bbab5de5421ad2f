import { useEffect, useState } from 'react';
import { showToast } from '../../lib/feedback';
import { ModalDialog } from '../shared/ModalDialog';
import { copyText } from './copy-text';

interface Props {
	id: string;
	link: string;
	title: string;
	onClose: () => void;
}

/** The opened 分享 panel: the link to copy and its QR code, drawn when the panel opens. */
export default function ShareDialog({ id, link, title, onClose }: Props) {
	const [qr, setQr] = useState('');

	useEffect(() => {
		if (qr || !link) return;
		import('qrcode')
			.then((qrcode) => qrcode.toDataURL(link, { margin: 1, width: 320 }))
			.then(setQr)
			.catch(() => showToast('error', '二维码生成失败'));
	}, [qr, link]);

	async function copyLink() {
		const copied = await copyText(link);
		showToast(copied ? 'success' : 'error', copied ? '链接已复制' : '复制失败，请手动复制链接');
	}

	return (
		<ModalDialog className="share-panel" id={id} aria-label={`分享：${title}`} onClose={onClose}>
			<button type="button" className="share-close" aria-label="关闭分享" onClick={onClose}>
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
	);
}
