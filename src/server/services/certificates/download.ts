import type { CertificateFormat, CertificateKind } from '../../../lib/api/certificate-types';
import { verifyPage } from '../../../lib/routes';
import { createCache, databaseKey } from '../../cache/caches';
import { activityOf } from '../../cache/changes';
import type { Db } from '../../db/types';
import { certificateDate, certificatePlace } from './activity-facts';
import { certificateCode } from './code';
import { type CertificateActivity, type CertificateRow, issueCertificate } from './issue';
import { type CertificateContent, TITLES } from './layout';
import { renderCertificatePdf } from './render-pdf';
import { renderCertificatePng } from './render-png';

const CONTENT_TYPES: Record<CertificateFormat, string> = {
	pdf: 'application/pdf',
	png: 'image/png',
};

/**
 * Made certificates, by database, activity, certificate, hours and format: 64 MB of the latest
 * (a PDF is some 30 KB, a picture some 160 KB); an edit of the activity forgets its own.
 */
const made = createCache<Uint8Array>({
	ttlMs: 6 * 60 * 60_000,
	maxEntries: 2_000,
	weigh: (bytes) => bytes.byteLength,
	maxWeight: 64 * 1024 * 1024,
	staleAfter: (change, key) => {
		const id = activityOf(change);
		return id === null || key.split(':')[1] === String(id);
	},
});

function certificateContent(
	certificate: CertificateRow,
	activity: CertificateActivity,
	code: string,
	publicOrigin: string,
): CertificateContent {
	return {
		kind: certificate.kind,
		name: certificate.name,
		hours: certificate.hours,
		activityTitle: activity.title,
		date: certificateDate(activity),
		place: certificatePlace(activity),
		organizer: activity.organizer,
		issuedOn: certificateDate({ startAt: certificate.issuedAt, endAt: certificate.issuedAt }),
		code,
		verifyUrl: `${publicOrigin}${verifyPage(code)}`,
	};
}

function fileName(kind: CertificateKind, title: string, format: CertificateFormat): string {
	// A title holds no control characters (the activity fields' rule); these are a file system's.
	const safeTitle = title.replace(/[\\/:*?"<>|]/g, '').slice(0, 60);
	return `${TITLES[kind]}-${safeTitle}.${format}`;
}

export interface CertificateFile {
	bytes: Uint8Array;
	contentType: string;
	fileName: string;
	code: string;
}

/** The person's certificate as a PDF or PNG: issued if need be, made once and then kept. */
export async function downloadCertificate(
	db: Db,
	input: {
		activityId: number;
		userId: number;
		kind: CertificateKind;
		format: CertificateFormat;
		key: Buffer;
		publicOrigin: string;
	},
): Promise<CertificateFile> {
	const { certificate, activity } = await issueCertificate(db, input);
	const code = certificateCode(input.key, certificate.id);
	const cacheKey = [
		databaseKey(db),
		activity.id,
		certificate.id,
		certificate.hours ?? '',
		activity.updatedAt.getTime(),
		input.format,
	].join(':');
	const bytes = await made.get(cacheKey, () => {
		const content = certificateContent(certificate, activity, code, input.publicOrigin);
		return input.format === 'pdf' ? renderCertificatePdf(content) : renderCertificatePng(content);
	});
	return {
		bytes,
		contentType: CONTENT_TYPES[input.format],
		fileName: fileName(certificate.kind, activity.title, input.format),
		code,
	};
}
