import type { CertificateFormat, CertificateKind } from './certificate-types';
import { type DownloadedFile, downloadApiFile } from './stream-download';

/** The signed-in person's certificate of an activity as a PDF or PNG file. */
export function downloadCertificate(query: {
	id: number;
	kind: CertificateKind;
	format: CertificateFormat;
}): Promise<DownloadedFile> {
	return downloadApiFile('/certificate/downloadCertificate', { ...query }, () => undefined, false);
}
