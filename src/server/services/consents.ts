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
