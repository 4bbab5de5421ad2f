import { count, max } from 'drizzle-orm';
import { screeningTerms } from '../db/schema';
import type { Db } from '../db/types';
import { TermMatcher } from './matcher';
import { readTermFile } from './term-file';

let cached: { key: string; matcher: TermMatcher } | undefined;

/**
 * The matcher over CONTENT_BLOCKLIST's terms and the admins' terms, rebuilt when either changes:
 * the file's size or time, the table's count or newest id (every instance sees the same table).
 */
export async function currentMatcher(db: Db, blocklistPath: string | null): Promise<TermMatcher> {
	const file = readTermFile(blocklistPath);
	const [version] = await db
		.select({ n: count(), newest: max(screeningTerms.id) })
		.from(screeningTerms);
	const key = `${file.stamp}|${version?.n ?? 0}|${version?.newest ?? 0}`;
	if (cached?.key !== key) {
		const added = await db.select({ term: screeningTerms.term }).from(screeningTerms);
		cached = { key, matcher: new TermMatcher([...file.terms, ...added.map((row) => row.term)]) };
	}
	return cached.matcher;
}
