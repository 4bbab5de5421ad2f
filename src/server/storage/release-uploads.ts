import { eq, sql } from 'drizzle-orm';
import { IMAGE_VARIANT_WIDTHS } from '../../lib/format/image-srcset';
import { uploads } from '../db/schema';
import { type Db, queryRows } from '../db/types';
import { toVariantName } from './image-variants';
import { type FileStorage, PUBLIC_PREFIX, STORED_NAME } from './storage';

/** The stored name behind an upload URL `/uploads/<name>`, or null for any other address. */
function storedNameOf(url: string): string | null {
	if (!url.startsWith(PUBLIC_PREFIX)) return null;
	const name = url.slice(PUBLIC_PREFIX.length);
	return STORED_NAME.test(name) ? name : null;
}

/** Whether any row still shows the file: a cover, a material, a summary, a banner, a picture in rich text, an edit waiting for review. */
async function isReferenced(db: Db, name: string): Promise<boolean> {
	const like = `%${PUBLIC_PREFIX}${name}%`;
	const rows = await queryRows<{ used: boolean }>(
		db,
		sql`SELECT
		EXISTS (SELECT 1 FROM activities WHERE cover LIKE ${like} OR content_html LIKE ${like})
		OR EXISTS (SELECT 1 FROM activity_edits WHERE content::text LIKE ${like})
		OR EXISTS (SELECT 1 FROM materials WHERE url LIKE ${like})
		OR EXISTS (SELECT 1 FROM activity_summaries WHERE content LIKE ${like}
			OR photos::text LIKE ${like} OR video LIKE ${like})
		OR EXISTS (SELECT 1 FROM banners WHERE image LIKE ${like})
		OR EXISTS (SELECT 1 FROM resources WHERE cover LIKE ${like} OR poster LIKE ${like}
			OR video_url LIKE ${like} OR body_html LIKE ${like})
		OR EXISTS (SELECT 1 FROM users WHERE avatar LIKE ${like}) AS used`,
	);
	return Boolean(rows[0]?.used);
}

/**
 * Deletes the uploads (and their image width variants) that the given URLs named and that no row
 * shows any more, after a cover was replaced or a material removed. Called after the write; a
 * failure is logged, never answered: the write stands and the file is only left over.
 */
export async function releaseUploads(
	db: Db,
	storage: FileStorage,
	urls: readonly string[],
): Promise<void> {
	for (const url of new Set(urls)) {
		const name = storedNameOf(url);
		if (!name) continue;
		try {
			await deleteIfUnused(db, storage, name);
		} catch (error) {
			console.error(`[uploads] ${name} not deleted:`, error);
		}
	}
}

/**
 * Deletes a stored file, its image width variants and its record, unless a row shows it; answers
 * whether it did.
 */
export async function deleteIfUnused(db: Db, storage: FileStorage, name: string): Promise<boolean> {
	if (await isReferenced(db, name)) return false;
	const variants = name.endsWith('.webp')
		? IMAGE_VARIANT_WIDTHS.map((width) => toVariantName(name, width))
		: [];
	await Promise.all([name, ...variants].map((stored) => storage.delete(stored)));
	await db.delete(uploads).where(eq(uploads.name, name));
	return true;
}
