import { useState } from 'react';
import type {
	CertificateFormat,
	CertificateKind,
	CertificateOffer,
} from '../../lib/api/certificate-types';
import { downloadCertificate } from '../../lib/api/certificates';
import { saveFile } from '../../lib/api/stream-download';
import { showToast } from '../../lib/feedback';
import './certificates.css';

interface Props {
	activityId: number;
	offers: CertificateOffer[];
}

const NAMES: Record<CertificateKind, string> = {
	participation: '参与证明',
	volunteer: '志愿服务证明',
};

const FORMATS: readonly { format: CertificateFormat; label: string }[] = [
	{ format: 'pdf', label: 'PDF' },
	{ format: 'png', label: '图片' },
];

/**
 * 下载证明: each certificate the person earned at the activity (checked in; marked a volunteer),
 * as a PDF to print or a picture to keep on a phone.
 */
export default function CertificateDownloads({ activityId, offers }: Props) {
	const [busy, setBusy] = useState<string | null>(null);

	const run = async (kind: CertificateKind, format: CertificateFormat) => {
		setBusy(`${kind}-${format}`);
		try {
			const file = await downloadCertificate({ id: activityId, kind, format });
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
					{FORMATS.map(({ format, label }) => (
						<button
							key={format}
							type="button"
							className="cert-button"
							disabled={busy !== null}
							aria-label={`下载${NAMES[offer.kind]}（${label}）`}
							onClick={() => void run(offer.kind, format)}
						>
							{busy === `${offer.kind}-${format}` ? '生成中…' : label}
						</button>
					))}
				</div>
			))}
		</div>
	);
}
