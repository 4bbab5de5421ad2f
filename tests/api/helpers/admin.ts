import { eq } from 'drizzle-orm';
import type { AdminRole } from '../../../src/lib/admin-roles';
import { users } from '../../../src/server/db/schema';
import type { Db } from '../../../src/server/db/types';
import type { TestApi, TestLogin } from './api';
import { uniqueMobile } from './builders';

/** Signs in a new user and makes them an admin: national by default, else of one province or city. */
export async function loginAdmin(
	api: TestApi,
	db: Db,
	role: AdminRole = 'national_admin',
	region = '',
): Promise<TestLogin & { mobile: string }> {
	const mobile = uniqueMobile();
	const admin = await api.login(mobile);
	await db
		.update(users)
		.set({ roles: ['user', role], adminRegion: region })
		.where(eq(users.mobile, mobile));
	return { ...admin, mobile };
}
