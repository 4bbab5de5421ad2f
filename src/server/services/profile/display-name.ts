import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Db } from '../../db/types';
import type { UserRow } from '../users';

/**
 * Sets the name the portal shows for the user (participant lists, check-in, the header) and marks
 * it chosen, so that nobody asks for it again. The name must have passed `checkDisplayName`.
 */
export async function setDisplayName(
	db: Db,
	userId: number,
	name: string,
	now: Date,
): Promise<UserRow | undefined> {
	const [user] = await db
		.update(users)
		.set({ showName: name, nameSetAt: now })
		.where(eq(users.id, userId))
		.returning();
	return user;
}
