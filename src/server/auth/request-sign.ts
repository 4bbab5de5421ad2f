import { createHash } from 'node:crypto';
import { parseEpochTimestamp } from '../../lib/beijing-time';
import { DomainError } from '../domain-error';
import { safeEqual } from './crypto';

const SIGN_WINDOW_MS = 5 * 60 * 1000;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Body values as the client signs them: objects as JSON text, empty values left out. */
function flattenSigned(input: Record<string, unknown>): Record<string, string> {
	const flat: Record<string, string> = {};
	for (const [key, value] of Object.entries(input)) {
		if (value === undefined || value === null || value === '') continue;
		flat[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
	}
	return flat;
}

/**
 * `sn` = md5(md5(sorted "key=value" pairs of the query and body without `sn`, plus `path`, joined by
 * "&") + SIGN_SECRET), as src/lib/sign.ts computes it. `path` is the API path without its /api or
 * /api/h5 base (docs/api.md, "Signing").
 */
export function computeRequestSign(params: Record<string, unknown>, path: string, secret: string) {
	const entries = Object.entries(flattenSigned({ ...params, path }))
		.filter(([key]) => key !== 'sn')
		.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
	return md5(md5(entries.map(([key, value]) => `${key}=${value}`).join('&')) + secret);
}

/** Refuses a missing, stale or wrong signature; `input` is query plus body. */
export function verifyRequestSign(
	input: Record<string, unknown>,
	path: string,
	secret: string,
	now: Date,
): void {
	const params = input as Record<string, unknown> & { timestamp?: unknown; sn?: unknown };
	const timestamp = parseEpochTimestamp(String(params.timestamp ?? ''));
	if (Number.isNaN(timestamp) || typeof params.sn !== 'string' || params.sn === '') {
		throw new DomainError('unsigned', '请求缺少签名参数 timestamp 或 sn');
	}
	if (Math.abs(now.getTime() - timestamp) > SIGN_WINDOW_MS) {
		throw new DomainError('stale_signature', '请求已过期，请校准设备时间后重试');
	}
	if (!safeEqual(params.sn, computeRequestSign(params, path, secret))) {
		throw new DomainError('unsigned', '请求签名错误');
	}
}
