import { desc, eq } from 'drizzle-orm';
import type { RegistrationDetails } from '../../../lib/validation/registration-details';
import { joins, users, waitlist } from '../../db/schema';
import type { Db } from '../../db/types';

/**
 * What the registration form starts with: each detail as the person last gave it, else their chosen
 * display name and the number they log in with. Read from their own registrations only, so nothing
 * outlives the registrations it came from (they are erased on cancel and after retention).
 */
export async function getRegistrationDefaults(
	db: Db,
	userId: number,
): Promise<RegistrationDetails> {
	const [user] = await db
		.select({ showName: users.showName, nameSetAt: users.nameSetAt, mobile: users.mobile })
		.from(users)
		.where(eq(users.id, userId));
	const given = await latestDetails(db, userId);
	const pick = (field: keyof RegistrationDetails) =>
		given.find((details) => details[field] !== '')?.[field] ?? '';
	const ownMobile = user && /^1\d{10}$/.test(user.mobile) ? user.mobile : '';
	return {
		name: pick('name') || (user?.nameSetAt ? user.showName : ''),
		mobile: pick('mobile') || ownMobile,
		organization: pick('organization'),
	};
}

const RECENT = 20;

/** The person's latest registrations and waitlist places with their details, newest first. */
async function latestDetails(db: Db, userId: number) {
	const columns = (table: typeof joins | typeof waitlist) => ({
		name: table.name,
		mobile: table.mobile,
		organization: table.organization,
		at: table.createdAt,
	});
	const [joined, waiting] = await Promise.all([
		db
			.select(columns(joins))
			.from(joins)
			.where(eq(joins.userId, userId))
			.orderBy(desc(joins.createdAt))
			.limit(RECENT),
		db
			.select(columns(waitlist))
			.from(waitlist)
			.where(eq(waitlist.userId, userId))
			.orderBy(desc(waitlist.createdAt))
			.limit(RECENT),
	]);
	return [...joined, ...waiting].sort((a, b) => b.at.getTime() - a.at.getTime());
}
