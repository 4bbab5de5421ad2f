import { index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { activityRef, userRef } from './references';

export const CERTIFICATE_KINDS = ['participation', 'volunteer'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/**
 * Certificates issued (电子证明): one per person, activity and kind, made the first time it is asked
 * for; its verification code is a MAC over `id` (services/certificates/code.ts).
 */
export const certificates = pgTable(
	'certificates',
	{
		id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
		activityId: activityRef(),
		userId: userRef(),
		kind: text('kind', { enum: CERTIFICATE_KINDS }).notNull(),
		/** A volunteer certificate's hours as issued; null on a certificate of participation. */
		hours: numeric('hours', { precision: 5, scale: 1, mode: 'number' }),
		/** The name printed: the registration's 姓名, else the display name, when issued. */
		name: text('name').notNull(),
		issuedAt: at('issued_at').notNull().defaultNow(),
	},
	(t) => [
		uniqueIndex('certificates_activity_user_kind_key').on(t.activityId, t.userId, t.kind),
		index('certificates_user_idx').on(t.userId),
	],
);
