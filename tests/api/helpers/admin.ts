import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import type { Db } from '../../../src/server/db/types';
import type { TestApi, TestLogin } from './api';
import { uniqueMobile } from './builders';

/** Signs in a new user and gives them the admin role. */
export async function loginAdmin(api: TestApi, db: Db): Promise<TestLogin> {
	const mobile = uniqueMobile();
	const admin = await api.login(mobile);
	await db
		.update(users)
		.set({ roles: ['user', 'admin'] })
		.where(eq(users.mobile, mobile));
	return admin;
}
