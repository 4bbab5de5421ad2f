import { dirname, join } from 'node:path';
import { parseTrustedProxies, type TrustedProxies } from './api/client-address';

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
	hostAppSecret: string | undefined;
	uploadDir: string;
	isProduction: boolean;
	/** Scheme, host and port of every absolute link the portal writes (canonical, og, QR). */
	publicOrigin: string;
	/** The port the server listens on (PORT). */
	port: number;
	/** How many `X-Forwarded-For` hops, or which proxies, to believe for the client address. */
	trustedProxies: TrustedProxies;
	/** Days raw analytics events are kept before only their daily counts remain. */
	analyticsRetentionDays: number;
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

/** PUBLIC_ORIGIN's origin, or `http://{HOST}:{PORT}` for a server run on this machine. */
function readPublicOrigin(env: Env, port: number): string {
	const host = read(env, 'HOST');
	const local = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
	const text = read(env, 'PUBLIC_ORIGIN') ?? `http://${local}:${port}`;
	const url = URL.canParse(text) ? new URL(text) : null;
	if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
		throw new Error(
			`PUBLIC_ORIGIN 应为 http(s)://主机[:端口] / must be http(s)://host[:port]: ${text}`,
		);
	}
	return url.origin;
}

function readRetentionDays(text: string | undefined): number {
	const days = Number(text ?? '30');
	if (!Number.isInteger(days) || days < 1) {
		throw new Error(`ANALYTICS_RETENTION_DAYS 应为正整数 / must be a positive integer: ${text}`);
	}
	return days;
}

export function readServerConfig(env: Env = process.env): ServerConfig {
	const cutoffText = read(env, 'PUBLISH_CUTOFF') ?? '2026-09-30 23:59:59';
	const publishCutoff = parseShanghaiTime(cutoffText);
	if (Number.isNaN(publishCutoff)) {
		throw new Error(
			`PUBLISH_CUTOFF 格式应为 YYYY-MM-DD HH:mm:ss / must be YYYY-MM-DD HH:mm:ss: ${cutoffText}`,
		);
	}
	const pgliteDir = read(env, 'PGLITE_DIR') ?? './data/pglite';
	const port = Number(read(env, 'PORT') ?? 4321);
	return {
		databaseUrl: read(env, 'DATABASE_URL'),
		pgliteDir,
		seedDemo: read(env, 'SEED_DEMO') === 'never' ? 'never' : 'auto',
		publishCutoff,
		loginCodeSender: read(env, 'LOGIN_CODE_SENDER') ?? 'console',
		sessionSecret: read(env, 'SESSION_SECRET'),
		signSecret: read(env, 'SIGN_SECRET'),
		reviewMode: read(env, 'REVIEW_MODE') === 'manual' ? 'manual' : 'auto',
		hostAppSecret: read(env, 'HOST_APP_SECRET'),
		// Beside the PGlite directory by default, so a test's data directory holds its uploads too.
		uploadDir: read(env, 'UPLOAD_DIR') ?? join(dirname(pgliteDir), 'uploads'),
		isProduction: env.NODE_ENV === 'production',
		publicOrigin: readPublicOrigin(env, port),
		port,
		trustedProxies: parseTrustedProxies(read(env, 'TRUSTED_PROXIES')),
		analyticsRetentionDays: readRetentionDays(read(env, 'ANALYTICS_RETENTION_DAYS')),
	};
}

let current: ServerConfig | undefined;

export function getServerConfig(): ServerConfig {
	current ??= readServerConfig();
	return current;
}
