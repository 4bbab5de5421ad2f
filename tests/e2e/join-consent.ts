import { expect, type Page } from '@playwright/test';

/** The registration dialog's unticked box: what the organiser will see, shared with consent. */
export function sharingBox(page: Page) {
	return page
		.getByRole('dialog')
		.getByRole('checkbox', { name: /我同意将以上信息提供给本活动的主办方/ });
}

/** Ticks the box of the open registration dialog and submits it. */
export async function agreeAndSubmit(page: Page) {
	const dialog = page.getByRole('dialog');
	await expect(dialog).toBeVisible();
	await sharingBox(page).check();
	await dialog.getByRole('button', { name: '提交' }).click();
	await expect(dialog).toBeHidden();
}
