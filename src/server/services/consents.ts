import { type SQL, sql } from 'drizzle-orm';
import { PRIVACY_POLICY, SERVICE_TERMS } from '../../lib/privacy/documents';
import { consents } from '../db/schema';
import type { Db } from '../db/types';

type ConsentSource = 'login' | 'host_app' | 'registration';

interface ConsentGiven {
	userId: number;
	source: ConsentSource;
	ip: string;
	now: Date;
}

/** The 个人信息保护政策 and 用户服务协议, in their current versions, agreed to at a login. */
export async function recordLoginConsent(db: Db, given: ConsentGiven): Promise<void> {
	await db.insert(consents).values(
		[PRIVACY_POLICY, SERVICE_TERMS].map(({ document, version }) => ({
			userId: given.userId,
			document,
			version,
			source: given.source,
			ip: given.ip,
			createdAt: given.now,
		})),
	);
}

interface RegistrationConsent {
	userId: number;
	activityId: number;
	/** What the organiser sees (lib/privacy/registration-sharing.ts). */
	fields: string[];
	ip: string;
	now: Date;
}

/**
 * The sharing of a registration's details with the activity's organiser, under the current policy,
 * as part of the statement that writes the registration: written when `writtenIf` holds.
 */
export function registrationConsentInsert(given: RegistrationConsent, writtenIf: SQL): SQL {
	return sql`INSERT INTO ${consents} (user_id, document, version, source, activity_id, fields, ip,
		created_at)
		SELECT ${given.userId}::int, ${PRIVACY_POLICY.document}, ${PRIVACY_POLICY.version},
			${'registration' satisfies ConsentSource}, ${given.activityId}::int,
			${JSON.stringify(given.fields)}::jsonb, ${given.ip}, ${given.now.toISOString()}::timestamptz
		WHERE ${writtenIf}`;
}
