import { desc, eq } from 'drizzle-orm';
import type { ScreeningTermList } from '../../lib/api/screening-types';
import { formatBusinessTime } from '../../lib/beijing-time';
import { screeningTerms } from '../db/schema';
import type { Db } from '../db/types';
import { refuse } from '../domain-error';
import { normaliseTerm } from './normalise';
import { readTermFile } from './term-file';

export async function listScreeningTerms(
	db: Db,
	blocklistPath: string | null,
): Promise<ScreeningTermList> {
	const rows = await db.select().from(screeningTerms).orderBy(desc(screeningTerms.id));
	return {
		terms: rows.map((row) => ({
			id: row.id,
			term: row.term,
			created_at: formatBusinessTime(row.createdAt),
		})),
		file_terms: blocklistPath ? readTermFile(blocklistPath).terms.length : null,
	};
}

/** Adds a term; one that normalises like an existing one is refused by name. */
export async function addScreeningTerm(db: Db, term: string, adminId: number): Promise<number> {
	const normalised = normaliseTerm(term);
	if (!normalised) throw refuse.invalid('筛查词不能只含空格、标点或符号');
	const [row] = await db
		.insert(screeningTerms)
		.values({ term, normalised, addedBy: adminId })
		.onConflictDoNothing()
		.returning({ id: screeningTerms.id });
	if (!row) throw refuse.invalid(`筛查词「${term}」已存在`);
	return row.id;
}

export async function removeScreeningTerm(db: Db, id: number): Promise<string> {
	const [row] = await db
		.delete(screeningTerms)
		.where(eq(screeningTerms.id, id))
		.returning({ term: screeningTerms.term });
	if (!row) throw refuse.notFound('筛查词不存在');
	return row.term;
}
