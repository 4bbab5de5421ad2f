import { useEffect, useState } from 'react';
import type { DownloadedFile } from '../../lib/api/stream-download';
import { saveFile } from '../../lib/api/stream-download';
import { showToast } from '../../lib/feedback';
import { isWeChatUserAgent } from '../../lib/wechat';
import { ModalDialog } from '../shared/ModalDialog';
import './certificate-picture.css';

interface Props {
	/** 参与证明, 志愿服务证明. */
	name: string;
	file: DownloadedFile;
	onClose: () => void;
}

function readAsDataUrl(blob: Blob): Promise<string> {
	return new Promise((resolve, reject) => {
		const reader = new FileReader();
		reader.onload = () => resolve(String(reader.result));
		reader.onerror = () => reject(reader.error);
		reader.readAsDataURL(blob);
	});
}

/**
 * A certificate picture shown to keep: WeChat's browser downloads nothing, but saves a picture
 * pressed long, which it does for a `data:` address and not for a `blob:` one. Elsewhere 保存图片
 * downloads it as well.
 */
export default function CertificatePicture({ name, file, onClose }: Props) {
	const [source, setSource] = useState('');
	const inWeChat = isWeChatUserAgent(navigator.userAgent);

	useEffect(() => {
		readAsDataUrl(file.blob)
			.then(setSource)
			.catch(() => showToast('error', '图片显示失败，请重试'));
	}, [file]);

	return (
		<ModalDialog className="cert-picture" aria-label={`${name}图片`} onClose={onClose}>
			<p className="cert-picture-hint" id="cert-picture-hint">
				{inWeChat ? '长按图片，选择「保存图片」即可存入手机相册' : '手机上可长按图片保存到相册'}
			</p>
			{source ? (
				<img
					className="cert-picture-image"
					src={source}
					alt={`${name}（${file.fileName}）`}
					aria-describedby="cert-picture-hint"
				/>
			) : (
				<span className="cert-picture-image cert-picture-loading" aria-hidden="true" />
			)}
			<div className="cert-picture-actions">
				{!inWeChat && (
					<button type="button" className="cert-button" onClick={() => saveFile(file)}>
						保存图片
					</button>
				)}
				<button type="button" className="cert-button" onClick={onClose}>
					关闭
				</button>
			</div>
		</ModalDialog>
	);
}
