import { deleteAccountSchema, sendDeletionCodeSchema } from '../../../lib/validation/common';
import { createCodeSender } from '../../auth/code-sender';
import { sendLoginCode, verifyLoginCode } from '../../auth/login-codes';
import { clearSessionCookies } from '../../auth/session-cookie';
import { refuse } from '../../domain-error';
import { deleteAccount } from '../../services/account-deletion/delete-account';
import { buildMyDataArchive, myDataArchiveName } from '../../services/my-data/archive';
import { collectMyData } from '../../services/my-data/collect';
import { getUserById } from '../../services/users';
import { audited } from '../audited';
import { type ApiContext, parseInput, requireSession } from '../context';

/** 下载我的数据: a ZIP of everything held about the caller, recorded as a personal-data export. */
export async function exportMyData(context: ApiContext): Promise<Response> {
	const session = requireSession(context);
	const data = await audited(
		context,
		{ action: 'account.export', target: { type: 'user', id: session.userId } },
		(tx) => collectMyData(tx, session.userId),
	);
	const archive = await buildMyDataArchive(data, context.now);
	const headers = new Headers({
		'content-type': 'application/zip',
		'content-disposition': `attachment; filename*=UTF-8''${myDataArchiveName(context.now)}`,
		'cache-control': 'no-store',
		'x-content-type-options': 'nosniff',
	});
	for (const cookie of context.cookies) headers.append('set-cookie', cookie);
	return new Response(archive, { status: 200, headers });
}

/** The caller's own login number; an account the host app made without one cannot get a code. */
async function ownMobile(context: ApiContext): Promise<string> {
	const user = await getUserById(context.db, requireSession(context).userId);
	if (!user || user.mobile.startsWith('host:')) {
		throw refuse.invalid('此账号未绑定手机号，无法发送验证码，请联系运营方注销');
	}
	return user.mobile;
}

/** Sends a fresh login code to the caller's own number, to confirm 注销. */
export async function sendDeletionCode(context: ApiContext) {
	const { captcha } = parseInput(sendDeletionCodeSchema, context.input);
	const sent = await sendLoginCode(context.db, createCodeSender(context.config), context.config, {
		mobile: await ownMobile(context),
		ip: context.ip,
		now: context.now,
		captcha,
	});
	return { expires_in: sent.expiresIn, resend_in: sent.resendIn };
}

/** 注销: with the code just sent, the account is closed in one transaction with its audit entry. */
export async function deleteMyAccount(context: ApiContext) {
	const session = requireSession(context);
	const { code } = parseInput(deleteAccountSchema, context.input);
	await verifyLoginCode(context.db, { mobile: await ownMobile(context), code, now: context.now });
	await audited(
		context,
		{ action: 'account.delete', target: { type: 'user', id: session.userId } },
		(tx) => deleteAccount(tx, session.userId, context.now),
	);
	context.cookies.push(...clearSessionCookies(context.url.protocol === 'https:'));
	return { deleted: true };
}
