import { and, eq, gt, sql } from 'drizzle-orm';
import { LOCKS } from '../db/locks';
import { wechatCredentials } from '../db/schema';
import type { Db, Queryable } from '../db/types';
import type { WeChatSettings } from './settings';
import {
	fetchAccessToken,
	fetchJsapiTicket,
	type IssuedCredential,
	STALE_TOKEN_CODES,
	WeChatApiError,
} from './wechat-api';

type Kind = 'access_token' | 'jsapi_ticket';

/** A credential is renewed this long before WeChat says it expires (both last 7,200 s). */
const REFRESH_MARGIN_MS = 5 * 60_000;

async function readFresh(db: Queryable, appId: string, kind: Kind, now: Date) {
	const [row] = await db
		.select({ value: wechatCredentials.value })
		.from(wechatCredentials)
		.where(
			and(
				eq(wechatCredentials.appId, appId),
				eq(wechatCredentials.kind, kind),
				gt(wechatCredentials.expiresAt, new Date(now.getTime() + REFRESH_MARGIN_MS)),
			),
		);
	return row?.value;
}

async function store(
	db: Queryable,
	appId: string,
	kind: Kind,
	issued: IssuedCredential,
	now: Date,
) {
	const expiresAt = new Date(now.getTime() + issued.expiresIn * 1000);
	await db
		.insert(wechatCredentials)
		.values({ appId, kind, value: issued.value, expiresAt })
		.onConflictDoUpdate({
			target: [wechatCredentials.appId, wechatCredentials.kind],
			set: { value: issued.value, expiresAt },
		});
}

async function renewAccessToken(tx: Queryable, settings: WeChatSettings, now: Date) {
	const issued = await fetchAccessToken(settings);
	await store(tx, settings.appId, 'access_token', issued, now);
	return issued.value;
}

/**
 * The 公众号's jsapi_ticket: the one in the database while it has more than REFRESH_MARGIN_MS to
 * live, else a new one from WeChat (with a new access token when that ran out or WeChat calls it
 * stale). The renewal holds an advisory lock, so that servers asking at the same moment wait for
 * one another's answer instead of each asking WeChat; an access token it obtained is kept even when
 * the ticket then fails. Throws WeChatApiError when WeChat refuses or cannot be reached.
 */
export async function getJsapiTicket(db: Db, settings: WeChatSettings, now: Date): Promise<string> {
	const { appId } = settings;
	const cached = await readFresh(db, appId, 'jsapi_ticket', now);
	if (cached) return cached;
	const outcome = await db.transaction(async (tx) => {
		await tx.execute(
			sql`SELECT pg_advisory_xact_lock(${LOCKS.wechatCredentials}, hashtext(${appId}))`,
		);
		const renewed = await readFresh(tx, appId, 'jsapi_ticket', now);
		if (renewed) return { ticket: renewed };
		try {
			let token =
				(await readFresh(tx, appId, 'access_token', now)) ??
				(await renewAccessToken(tx, settings, now));
			let issued: IssuedCredential;
			try {
				issued = await fetchJsapiTicket(settings, token);
			} catch (error) {
				if (!(error instanceof WeChatApiError && STALE_TOKEN_CODES.has(error.errcode ?? 0)))
					throw error;
				token = await renewAccessToken(tx, settings, now);
				issued = await fetchJsapiTicket(settings, token);
			}
			await store(tx, appId, 'jsapi_ticket', issued, now);
			return { ticket: issued.value };
		} catch (error) {
			if (error instanceof WeChatApiError) return { error };
			throw error;
		}
	});
	if ('error' in outcome) throw outcome.error;
	return outcome.ticket;
}
