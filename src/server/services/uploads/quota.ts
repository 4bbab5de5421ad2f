import { eq, sql } from 'drizzle-orm';
import { LOCKS } from '../../db/locks';
import { uploads } from '../../db/schema';
import { type Db, queryRows } from '../../db/types';
import { DomainError } from '../../domain-error';

const MB = 1024 * 1024;

const megabytes = (bytes: number) => (bytes / MB).toFixed(1);

/**
 * Records an upload against its owner's storage quota before its bytes are stored, or refuses it
 * naming the quota. One person's uploads are checked one at a time, so two arriving together
 * cannot both pass on the same room.
 */
export async function reserveUpload(
	db: Db,
	upload: { name: string; ownerId: number; bytes: number; quotaMb: number; now: Date },
): Promise<void> {
	await db.transaction(async (tx) => {
		await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCKS.uploadQuota}, ${upload.ownerId})`);
		const [row] = await queryRows<{ used: string | number }>(
			tx,
			sql`SELECT coalesce(sum(bytes), 0) AS used FROM uploads WHERE owner_id = ${upload.ownerId}`,
		);
		const used = Number(row?.used ?? 0);
		if (used + upload.bytes > upload.quotaMb * MB) {
			throw new DomainError(
				'bad_upload',
				`存储空间不足：每位用户最多可存 ${upload.quotaMb} MB 上传文件（UPLOAD_QUOTA_MB），您已使用 ${megabytes(used)} MB，本文件需 ${megabytes(upload.bytes)} MB。请删除不再使用的资料后再上传`,
			);
		}
		await tx.insert(uploads).values({
			name: upload.name,
			ownerId: upload.ownerId,
			bytes: upload.bytes,
			createdAt: upload.now,
		});
	});
}

/** Gives the room back when storing the bytes failed after the reservation. */
export async function forgetUpload(db: Db, name: string): Promise<void> {
	await db.delete(uploads).where(eq(uploads.name, name));
}
