import {
	certificateDownloadSchema,
	certificateVerifySchema,
	markVolunteerSchema,
} from '../../../lib/validation/certificates';
import { actorOf } from '../../access/actor';
import { downloadCertificate as makeCertificate } from '../../services/certificates/download';
import { getCertificateKey } from '../../services/certificates/key';
import { requireGenuineCertificate } from '../../services/certificates/verify';
import { markVolunteer as markVolunteerHours } from '../../services/certificates/volunteers';
import { type ApiContext, parseInput, requireSession } from '../context';

/** The certificate file itself; refusals before it are envelopes. */
export async function downloadCertificate(context: ApiContext): Promise<Response> {
	const session = requireSession(context);
	const query = parseInput(certificateDownloadSchema, context.input);
	const file = await makeCertificate(context.db, {
		activityId: query.id,
		userId: session.userId,
		kind: query.kind,
		format: query.format,
		key: await getCertificateKey(context.db, context.config),
		publicOrigin: context.config.publicOrigin,
	});
	const headers = new Headers({
		'content-type': file.contentType,
		'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
		'cache-control': 'private, no-store',
		'x-content-type-options': 'nosniff',
		'x-certificate-code': file.code,
	});
	for (const cookie of context.cookies) headers.append('set-cookie', cookie);
	return new Response(new Blob([file.bytes as Uint8Array<ArrayBuffer>]), { status: 200, headers });
}

export async function verifyCertificate(context: ApiContext) {
	const { code } = parseInput(certificateVerifySchema, context.input);
	const key = await getCertificateKey(context.db, context.config);
	return requireGenuineCertificate(context.db, key, code);
}

export async function markVolunteer(context: ApiContext) {
	const actor = actorOf(requireSession(context));
	const input = parseInput(markVolunteerSchema, context.input);
	return markVolunteerHours(context.db, {
		activityId: input.id,
		registrationId: input.registration_id,
		hours: input.hours,
		actor,
	});
}
