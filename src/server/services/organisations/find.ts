import { eq } from 'drizzle-orm';
import { organisations } from '../../db/schema';
import type { Db } from '../../db/types';
import { refuse } from '../../domain-error';

/** An organisation's row, or the refusal an unknown id gets. */
export async function findOrganisation(db: Db, id: number) {
	const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
	if (!row) throw refuse.notFound('单位不存在');
	return row;
}
