import { eq } from 'drizzle-orm';
import type { Verification, VerifiedCertificate } from '../../../lib/api/certificate-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import { maskName } from '../../../lib/privacy/mask-name';
import { activities, certificates } from '../../db/schema';
import type { Db } from '../../db/types';
import { DomainError, refuse } from '../../domain-error';
import { certificateDate, certificatePlace } from './activity-facts';
import { certificateCode, readCertificateCode } from './code';
import { TITLES } from './layout';

const REFUSALS = {
	malformed: '证书编号格式不正确：应为证书上印的 11 位左右的字母和数字',
	forged: '证书编号校验未通过：这不是本平台签发的编号，可能被伪造或篡改',
	unknown: '未找到该证书：它可能已随活动或账号一同删除',
} as const;

/** What a typed or scanned code proves: a genuine certificate (name masked), or why not. */
export async function verifyCertificate(db: Db, key: Buffer, code: string): Promise<Verification> {
	const reading = readCertificateCode(key, code);
	if ('problem' in reading) {
		return { valid: false, reason: reading.problem, message: REFUSALS[reading.problem] };
	}
	const [found] = await db
		.select({ certificate: certificates, activity: activities })
		.from(certificates)
		.innerJoin(activities, eq(activities.id, certificates.activityId))
		.where(eq(certificates.id, reading.id));
	if (!found) return { valid: false, reason: 'unknown', message: REFUSALS.unknown };
	const { certificate, activity } = found;
	return {
		valid: true,
		certificate: {
			code: certificateCode(key, certificate.id),
			kind: certificate.kind,
			kind_label: TITLES[certificate.kind],
			hours: certificate.hours,
			masked_name: maskName(certificate.name),
			activity_id: activity.id,
			activity_title: activity.title,
			date: certificateDate(activity),
			place: certificatePlace(activity),
			organizer: activity.organizer,
			issued_at: formatBusinessTime(certificate.issuedAt),
		},
	};
}

/** The API's answer: the certificate, or a refusal naming why. */
export async function requireGenuineCertificate(
	db: Db,
	key: Buffer,
	code: string,
): Promise<VerifiedCertificate> {
	const verification = await verifyCertificate(db, key, code);
	if (verification.valid) return verification.certificate;
	if (verification.reason === 'malformed') throw refuse.invalid(verification.message);
	throw new DomainError('not_found', verification.message, { reason: verification.reason });
}
