import { lazy, Suspense, useState } from 'react';
import type {
	CertificateFormat,
	CertificateKind,
	CertificateOffer,
} from '../../lib/api/certificate-types';
import { downloadCertificate } from '../../lib/api/certificates';
import { type DownloadedFile, saveFile } from '../../lib/api/stream-download';
import { showToast } from '../../lib/feedback';
import './certificates.css';

const CertificatePicture = lazy(() => import('./CertificatePicture'));

interface Props {
	activityId: number;
	offers: CertificateOffer[];
}

const NAMES: Record<CertificateKind, string> = {
	participation: '参与证明',
	volunteer: '志愿服务证明',
};

const FORMATS: readonly { format: CertificateFormat; label: string; verb: string }[] = [
	{ format: 'pdf', label: 'PDF', verb: '下载' },
	{ format: 'png', label: '图片', verb: '查看' },
];

/**
 * 下载证明: each certificate the person earned at the activity (checked in; marked a volunteer),
 * as a PDF to print, or a picture shown to press and keep on a phone (WeChat downloads nothing).
 */
export default function CertificateDownloads({ activityId, offers }: Props) {
	const [busy, setBusy] = useState<string | null>(null);
	const [picture, setPicture] = useState<{ name: string; file: DownloadedFile } | null>(null);

	const run = async (kind: CertificateKind, format: CertificateFormat) => {
		setBusy(`${kind}-${format}`);
		try {
			const file = await downloadCertificate({ id: activityId, kind, format });
			if (format === 'png') {
				setPicture({ name: NAMES[kind], file });
				return;
			}
			saveFile(file);
			showToast('success', `已下载 ${file.fileName}`);
		} catch {
			// The download has shown why.
		} finally {
			setBusy(null);
		}
	};

	return (
		<div className="cert-downloads" data-testid="certificate-downloads">
			{offers.map((offer) => (
				<div className="cert-offer" key={offer.kind}>
					<span className="cert-name">
						下载{NAMES[offer.kind]}
						{offer.hours !== null && `（${offer.hours} 小时）`}
					</span>
					{FORMATS.map(({ format, label, verb }) => (
						<button
							key={format}
							type="button"
							className="cert-button"
							// Not `disabled`: that would take the focus, which the picture's dialog gives back.
							aria-disabled={busy !== null}
							aria-label={`${verb}${NAMES[offer.kind]}（${label}）`}
							onClick={() => busy === null && void run(offer.kind, format)}
						>
							{busy === `${offer.kind}-${format}` ? '生成中…' : label}
						</button>
					))}
				</div>
			))}
			{picture && (
				<Suspense fallback={null}>
					<CertificatePicture
						name={picture.name}
						file={picture.file}
						onClose={() => setPicture(null)}
					/>
				</Suspense>
			)}
		</div>
	);
}
