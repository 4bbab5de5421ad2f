/** Logs out, loading the API client only now: most page views never need it. */
export async function logoutLazily(options: { leavePage: boolean; home?: string }): Promise<void> {
	const { logout } = await import('../../lib/stores/account');
	await logout(options);
}
