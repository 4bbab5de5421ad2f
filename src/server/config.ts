import { dirname, join } from 'node:path';
import { formatBusinessTime, parseBusinessTime } from '../lib/beijing-time';
import type { PublicConfig } from '../lib/public-config';
import { ADMIN_PATH } from '../lib/routes';
import {
	type CampaignWindow,
	campaignWindowText,
	DEFAULT_CAMPAIGN_WINDOW_TEXT,
	parseCampaignWindow,
} from '../lib/validation/campaign-window';
import { parseTrustedProxies, type TrustedProxies } from './api/client-address';
import {
	type PoliceRecord,
	readAuditRetentionDays,
	readCaptchaAfterSends,
	readPoliceRecord,
	readPositiveInteger,
	readPublicOrigin,
	readReminderOffsets,
} from './config-values';
import { type Env, read } from './env-values';
import { readSmsNoticeSettings, type SmsNoticeSettings } from './sms/notice-settings';
import { readSmsSettings, type SmsSettings } from './sms/settings';
import { type ConnectionLimits, readConnectionLimits } from './standalone/connection-limits.mjs';
import { readUploadStore, type UploadStore } from './upload-store-config';
import { readWeChatSettings, type WeChatSettings } from './wechat/settings';

/**
 * The whole configuration, read from the process environment when the server starts; every default
 * is here and nowhere else. `astro:env/server` would inline public variables at build time, so one
 * build could not serve another ADMIN_URL or data directory; astro.config.mjs only declares them.
 */
export interface ServerConfig {
	databaseUrl: string | undefined;
	pgliteDir: string;
	seedDemo: 'auto' | 'never';
	/** Epoch milliseconds of the publishing cutoff. */
	publishCutoff: number;
	/** Epoch milliseconds after which activity summaries (活动总结) are refused. */
	summaryDeadline: number;
	loginCodeSender: string;
	/** Keys, sign name, template and endpoint of the SMS provider LOGIN_CODE_SENDER names. */
	sms: SmsSettings;
	/** Templates and the daily cap of the SMS copies of promotion, change and reminder notices. */
	smsNotices: SmsNoticeSettings;
	/**
	 * Codes an address may get in an hour before sendCode asks for the captcha (`CAPTCHA`): 0 asks
	 * from the first (`always`), null never (`off`).
	 */
	captchaAfterSends: number | null;
	/** The ALTCHA HMAC key (`CAPTCHA_HMAC_KEY`); unset: derived from the session secret. */
	captchaHmacKey: string | undefined;
	/** ALTCHA work: the PBKDF2/SHA-256 iterations per try and the highest counter it may hide. */
	captchaCost: number;
	captchaMaxNumber: number;
	sessionSecret: string | undefined;
	signSecret: string | undefined;
	reviewMode: 'auto' | 'manual';
	/** The days activities may take place on (`CAMPAIGN_WINDOW`). */
	campaignWindow: CampaignWindow;
	hostAppSecret: string | undefined;
	uploadDir: string;
	/** Where uploads live: the local `uploadDir` (default) or an S3-compatible bucket (`UPLOAD_STORE`). */
	uploadStore: UploadStore;
	isProduction: boolean;
	/** Scheme, host and port of every absolute link the portal writes (canonical, og, QR). */
	publicOrigin: string;
	/** The port the server listens on (PORT). */
	port: number;
	/** How many `X-Forwarded-For` hops, or which proxies, to believe for the client address. */
	trustedProxies: TrustedProxies;
	/**
	 * Header and request timeouts and connection caps (HEADERS_TIMEOUT, REQUEST_TIMEOUT,
	 * MAX_CONNECTIONS, CONNECTIONS_PER_ADDRESS). serve.mjs applies them with the same reader before
	 * the app loads.
	 */
	connectionLimits: ConnectionLimits;
	/** Days raw analytics events are kept before only their daily counts remain. */
	analyticsRetentionDays: number;
	/** Days audit entries are kept (AUDIT_RETENTION_DAYS, at least 180: six months of logs). */
	auditRetentionDays: number;
	/** Days after an activity ends that its registrations keep their details (REGISTRATION_RETENTION_DAYS). */
	registrationRetentionDays: number;
	/** Minutes without a request after which an admin's session ends (ADMIN_IDLE_MINUTES). */
	adminIdleMinutes: number;
	/** Megabytes of uploads each person may store (UPLOAD_QUOTA_MB). */
	uploadQuotaMb: number;
	/** Hours after which an upload that nothing uses is deleted (UPLOAD_ORPHAN_HOURS). */
	uploadOrphanHours: number;
	/** The operators' UTF-8 term file, one term a line, `#` comments (CONTENT_BLOCKLIST); null: none. */
	contentBlocklist: string | null;
	/**
	 * Login codes one client address (IPv6: its /64) may ask for in an hour without the captcha,
	 * which lifts it (a shared network: a school, a venue, carrier NAT).
	 */
	loginSendsPerAddressPerHour: number;
	/** Login codes one number may get in 24 hours. */
	loginSendsPerMobilePerDay: number;
	/** Login codes the numbers of one 7-digit prefix may get in an hour (sequential pumping). */
	loginSendsPerPrefixPerHour: number;
	/** Login codes the whole site sends in an hour; the log warns at 80 %, refusals past it. */
	loginSendsPerHour: number;
	/** Where 个人中心 → 管理后台 opens. */
	adminUrl: string;
	/** Sensors host without a trailing slash; empty means the page's own origin. */
	analyticsServerUrl: string;
	/** Site ID registered with the analytics SDK at start-up; empty registers none. */
	analyticsSiteId: string;
	/** Beacons go to project=production when the page's host contains this name. */
	analyticsWwwHost: string;
	/** Seconds before an activity starts at which its joiners get a reminder, largest first. */
	reminderOffsets: number[];
	/** Who runs the portal and how to reach them, as the privacy policy and service terms name them. */
	operatorName: string;
	operatorContact: string;
	/** The ICP filing number the footers show (ICP_NUMBER); empty shows none. */
	icpNumber: string;
	/** The 公众号's QR picture the desktop footer shows (OFFICIAL_ACCOUNT_QR); empty shows none. */
	officialAccountQr: string;
	/** The public-security filing (公安备案) the footers show with its badge; null shows none. */
	policeRecord: PoliceRecord | null;
	/** The 公众号 that signs WeChat share cards (WECHAT_APP_ID…); null loads no JS-SDK. */
	wechat: WeChatSettings | null;
}

export function readServerConfig(env: Env = process.env): ServerConfig {
	const cutoffText = read(env, 'PUBLISH_CUTOFF') ?? '2026-09-30 23:59:59';
	const publishCutoff = parseBusinessTime(cutoffText);
	if (Number.isNaN(publishCutoff)) {
		throw new Error(
			`PUBLISH_CUTOFF 格式应为 YYYY-MM-DD HH:mm:ss / must be YYYY-MM-DD HH:mm:ss: ${cutoffText}`,
		);
	}
	const deadlineText = read(env, 'SUMMARY_DEADLINE') ?? '2026-10-15 23:59:59';
	const summaryDeadline = parseBusinessTime(deadlineText);
	if (Number.isNaN(summaryDeadline)) {
		throw new Error(
			`SUMMARY_DEADLINE 格式应为 YYYY-MM-DD HH:mm:ss / must be YYYY-MM-DD HH:mm:ss: ${deadlineText}`,
		);
	}
	const windowText = read(env, 'CAMPAIGN_WINDOW') ?? DEFAULT_CAMPAIGN_WINDOW_TEXT;
	const campaignWindow = parseCampaignWindow(windowText);
	if (!campaignWindow) {
		throw new Error(
			`CAMPAIGN_WINDOW 格式应为 YYYY-MM-DD/YYYY-MM-DD / must be YYYY-MM-DD/YYYY-MM-DD: ${windowText}`,
		);
	}
	const pgliteDir = read(env, 'PGLITE_DIR') ?? './data/pglite';
	const loginCodeSender = read(env, 'LOGIN_CODE_SENDER') ?? 'console';
	const port = Number(read(env, 'PORT') ?? 4321);
	return {
		databaseUrl: read(env, 'DATABASE_URL'),
		pgliteDir,
		seedDemo: read(env, 'SEED_DEMO') === 'never' ? 'never' : 'auto',
		publishCutoff,
		summaryDeadline,
		loginCodeSender,
		sms: readSmsSettings(env, loginCodeSender),
		smsNotices: readSmsNoticeSettings(env),
		captchaAfterSends: readCaptchaAfterSends(env),
		captchaHmacKey: read(env, 'CAPTCHA_HMAC_KEY'),
		captchaCost: readPositiveInteger(env, 'CAPTCHA_COST', 1),
		// What it costs a phone and a bot: docs/providers.md, "The captcha", and docs/benchmarks.md.
		captchaMaxNumber: readPositiveInteger(env, 'CAPTCHA_MAX_NUMBER', 150_000),
		sessionSecret: read(env, 'SESSION_SECRET'),
		signSecret: read(env, 'SIGN_SECRET'),
		reviewMode: read(env, 'REVIEW_MODE') === 'manual' ? 'manual' : 'auto',
		campaignWindow,
		hostAppSecret: read(env, 'HOST_APP_SECRET'),
		// Beside the PGlite directory by default, so a test's data directory holds its uploads too.
		uploadDir: read(env, 'UPLOAD_DIR') ?? join(dirname(pgliteDir), 'uploads'),
		uploadStore: readUploadStore(env),
		isProduction: env.NODE_ENV === 'production',
		publicOrigin: readPublicOrigin(env, port),
		port,
		trustedProxies: parseTrustedProxies(read(env, 'TRUSTED_PROXIES')),
		connectionLimits: readConnectionLimits(env),
		analyticsRetentionDays: readPositiveInteger(env, 'ANALYTICS_RETENTION_DAYS', 30),
		auditRetentionDays: readAuditRetentionDays(env),
		registrationRetentionDays: readPositiveInteger(env, 'REGISTRATION_RETENTION_DAYS', 180),
		adminIdleMinutes: readPositiveInteger(env, 'ADMIN_IDLE_MINUTES', 30),
		uploadQuotaMb: readPositiveInteger(env, 'UPLOAD_QUOTA_MB', 500),
		uploadOrphanHours: readPositiveInteger(env, 'UPLOAD_ORPHAN_HOURS', 24),
		contentBlocklist: read(env, 'CONTENT_BLOCKLIST')?.trim() || null,
		loginSendsPerAddressPerHour: readPositiveInteger(env, 'LOGIN_SENDS_PER_ADDRESS_PER_HOUR', 60),
		loginSendsPerMobilePerDay: readPositiveInteger(env, 'LOGIN_SENDS_PER_MOBILE_PER_DAY', 10),
		loginSendsPerPrefixPerHour: readPositiveInteger(env, 'LOGIN_SENDS_PER_PREFIX_PER_HOUR', 30),
		loginSendsPerHour: readPositiveInteger(env, 'LOGIN_SENDS_PER_HOUR', 10_000),
		adminUrl: read(env, 'ADMIN_URL')?.trim() ?? ADMIN_PATH,
		analyticsServerUrl: (read(env, 'ANALYTICS_SERVER_URL')?.trim() ?? '').replace(/\/+$/, ''),
		analyticsSiteId: read(env, 'ANALYTICS_SITE_ID')?.trim() ?? '',
		analyticsWwwHost: read(env, 'ANALYTICS_WWW_HOST')?.trim() ?? 'www.kepuyue.cn',
		reminderOffsets: readReminderOffsets(env),
		operatorName: read(env, 'OPERATOR_NAME')?.trim() || '全国科普月活动组委会办公室',
		operatorContact: read(env, 'OPERATOR_CONTACT')?.trim() || '电话 010-68518888',
		icpNumber: read(env, 'ICP_NUMBER')?.trim() ?? '',
		officialAccountQr: read(env, 'OFFICIAL_ACCOUNT_QR')?.trim() ?? '',
		policeRecord: readPoliceRecord(env),
		wechat: readWeChatSettings(env),
	};
}

/** What the layouts hand to the browser in `<script id="public-config">`. */
export function toPublicConfig(config: ServerConfig): PublicConfig {
	return {
		publishCutoff: formatBusinessTime(config.publishCutoff),
		adminUrl: config.adminUrl,
		analyticsServerUrl: config.analyticsServerUrl,
		analyticsSiteId: config.analyticsSiteId,
		wwwHost: config.analyticsWwwHost,
		signSecret: config.signSecret ?? '',
		campaignWindow: campaignWindowText(config.campaignWindow),
	};
}

let current: ServerConfig | undefined;

export function getServerConfig(): ServerConfig {
	current ??= readServerConfig();
	return current;
}
