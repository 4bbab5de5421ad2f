import { dirname, join } from 'node:path';
import {
	type CampaignWindow,
	DEFAULT_CAMPAIGN_WINDOW_TEXT,
	parseCampaignWindow,
} from '../lib/validation/campaign-window';

/**
 * Server configuration read from the process environment at run time (DESIGN §6).
 * `astro:env/server` inlines public server variables at build time, so a built server could not
 * be pointed at another data directory or code sender; this module reads them when the process starts.
 */
export interface ServerConfig {
	databaseUrl: string | undefined;
	pgliteDir: string;
	seedDemo: 'auto' | 'never';
	/** Epoch milliseconds of the publishing cutoff. */
	publishCutoff: number;
	loginCodeSender: string;
	sessionSecret: string | undefined;
	signSecret: string | undefined;
	reviewMode: 'auto' | 'manual';
	/** The days activities may take place on (`CAMPAIGN_WINDOW`). */
	campaignWindow: CampaignWindow;
	hostAppSecret: string | undefined;
	uploadDir: string;
	isProduction: boolean;
}

type Env = Record<string, string | undefined>;

function read(env: Env, key: string): string | undefined {
	const value = env[key];
	return value === undefined || value === '' ? undefined : value;
}

/** Parses `YYYY-MM-DD HH:mm:ss` as Asia/Shanghai (UTC+8, no daylight saving). */
export function parseShanghaiTime(text: string): number {
	const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
	if (!match) return Number.NaN;
	const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
	return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, (h ?? 0) - 8, mi ?? 0, s ?? 0);
}

export function readServerConfig(env: Env = process.env): ServerConfig {
	const cutoffText = read(env, 'PUBLISH_CUTOFF') ?? '2026-09-30 23:59:59';
	const publishCutoff = parseShanghaiTime(cutoffText);
	if (Number.isNaN(publishCutoff)) {
		throw new Error(
			`PUBLISH_CUTOFF 格式应为 YYYY-MM-DD HH:mm:ss / must be YYYY-MM-DD HH:mm:ss: ${cutoffText}`,
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
	return {
		databaseUrl: read(env, 'DATABASE_URL'),
		pgliteDir,
		seedDemo: read(env, 'SEED_DEMO') === 'never' ? 'never' : 'auto',
		publishCutoff,
		loginCodeSender: read(env, 'LOGIN_CODE_SENDER') ?? 'console',
		sessionSecret: read(env, 'SESSION_SECRET'),
		signSecret: read(env, 'SIGN_SECRET'),
		reviewMode: read(env, 'REVIEW_MODE') === 'manual' ? 'manual' : 'auto',
		campaignWindow,
		hostAppSecret: read(env, 'HOST_APP_SECRET'),
		// Beside the PGlite directory by default, so a test's data directory holds its uploads too.
		uploadDir: read(env, 'UPLOAD_DIR') ?? join(dirname(pgliteDir), 'uploads'),
		isProduction: env.NODE_ENV === 'production',
	};
}

let current: ServerConfig | undefined;

export function getServerConfig(): ServerConfig {
	current ??= readServerConfig();
	return current;
}
