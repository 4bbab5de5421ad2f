import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiDeps } from '../../../src/server/api/context';
import { handleApiRequest } from '../../../src/server/api/router';
import { forgetChanged } from '../../../src/server/cache/caches';
import { readServerConfig, type ServerConfig } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/types';
import type { JobQueue } from '../../../src/server/jobs/queue';
import { createFileStorage } from '../../../src/server/storage/create-storage';

export interface CallOptions {
	method?: 'GET' | 'POST' | 'PUT';
	/** `json` (default), `form` or a raw body with its own content type. */
	as?: 'json' | 'form';
	raw?: { body: BodyInit; type: string };
	auth?: { token: string; sign: string } | undefined;
	cookie?: string;
	headers?: Record<string, string>;
	ip?: string;
	base?: '/api' | '/api/h5';
	query?: Readonly<Record<string, string>> | { timestamp: string; sn: string };
}

export interface CallResult {
	status: number;
	code: number;
	msg: string;
	// biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary answer fields
	data: any;
	headers: Headers;
	/** The body of an answer that is a file (an export), not an envelope. */
	file?: ArrayBuffer;
}

/** A test API: real Requests through the real router against a real database. */
export function createTestApi(
	db: Db,
	env: Record<string, string> = {},
	options: { jobs?: JobQueue; invalidate?: ApiDeps['invalidate'] } = {},
) {
	const dataDir = mkdtempSync(join(tmpdir(), 'kpy-api-'));
	const codeFile = join(dataDir, 'codes.jsonl');
	const config: ServerConfig = readServerConfig({
		LOGIN_CODE_SENDER: `file:${codeFile}`,
		SESSION_SECRET: 'test-session-secret',
		PUBLISH_CUTOFF: '2099-12-31 23:59:59',
		SUMMARY_DEADLINE: '2099-12-31 23:59:59',
		// The captcha is off for suites about other things; captcha.test.ts turns it on, with little
		// work so that solving takes milliseconds (bench:abuse measures the shipped work).
		CAPTCHA: 'off',
		CAPTCHA_MAX_NUMBER: '4000',
		// uniqueMobile's numbers share one prefix and suites log the same people in again and again:
		// the SMS caps are send-limits.test.ts's to test.
		LOGIN_SENDS_PER_MOBILE_PER_DAY: '10000',
		LOGIN_SENDS_PER_PREFIX_PER_HOUR: '100000',
		LOGIN_SENDS_PER_HOUR: '1000000',
		UPLOAD_DIR: join(dataDir, 'uploads'),
		...env,
	});
	const storage = createFileStorage(config);
	let clock: Date | undefined;
	const deps = (ip: string): ApiDeps => ({
		db,
		config,
		storage,
		clientAddress: ip,
		invalidate: options.invalidate ?? forgetChanged,
		now: () => clock ?? new Date(),
		...(options.jobs ? { jobs: options.jobs } : {}),
	});

	/** The router's Response itself, for answers that are files rather than envelopes. */
	async function send(
		path: string,
		body: unknown = {},
		options: CallOptions = {},
	): Promise<Response> {
		const method = options.method ?? 'POST';
		const url = new URL(`http://localhost${options.base ?? '/api'}${path}`);
		for (const [key, value] of Object.entries(options.query ?? {}))
			url.searchParams.set(key, value);
		const headers = new Headers(options.headers);
		if (options.auth) {
			headers.set('token', options.auth.token);
			headers.set('sign', options.auth.sign);
		}
		if (options.cookie) headers.set('cookie', options.cookie);
		let requestBody: BodyInit | undefined;
		if (options.raw) {
			requestBody = options.raw.body;
			if (options.raw.type) headers.set('content-type', options.raw.type);
		} else if (method !== 'GET') {
			const asForm = options.as === 'form';
			headers.set(
				'content-type',
				asForm ? 'application/x-www-form-urlencoded' : 'application/json',
			);
			requestBody = asForm
				? new URLSearchParams(
						Object.entries(body as Record<string, unknown>).map(([k, v]) => [
							k,
							typeof v === 'object' ? JSON.stringify(v) : String(v),
						]),
					).toString()
				: JSON.stringify(body);
		}
		return handleApiRequest(
			new Request(url, {
				method,
				headers,
				...(requestBody === undefined ? {} : { body: requestBody }),
			}),
			deps(options.ip ?? '127.0.0.1'),
		);
	}

	async function call(
		path: string,
		body: unknown = {},
		options: CallOptions = {},
	): Promise<CallResult> {
		const response = await send(path, body, options);
		// A file (an export) is a success without an envelope: its bytes, and as text.
		if (!(response.headers.get('content-type') ?? '').includes('json')) {
			const file = await response.arrayBuffer();
			return {
				status: response.status,
				code: 0,
				msg: '',
				data: new TextDecoder().decode(file),
				headers: response.headers,
				file,
			};
		}
		const json = (await response.json()) as { code: number; msg: string; data: unknown };
		return {
			status: response.status,
			code: json.code,
			msg: json.msg,
			data: json.data,
			headers: response.headers,
		};
	}

	/** The newest code the file sender wrote for a number. */
	function lastCode(mobile: string): string {
		const lines = readFileSync(codeFile, 'utf8')
			.trim()
			.split('\n')
			.map((line) => JSON.parse(line));
		const found = lines.filter((line) => line.mobile === mobile).at(-1);
		if (!found) throw new Error(`no code sent to ${mobile}`);
		return found.code;
	}

	/** Sends a code and logs in with it; answers the headers an authenticated call needs. */
	async function login(
		mobile: string,
		ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
	) {
		const sent = await call('/account/sendCode', { mobile }, { ip });
		if (sent.code !== 0) throw new Error(`sendCode failed: ${sent.msg}`);
		const result = await call(
			'/account/ajaxByCode',
			{ mobile, code: lastCode(mobile), agree: 1 },
			{ ip },
		);
		if (result.code !== 0) throw new Error(`login failed: ${result.msg}`);
		return {
			token: result.data.token as string,
			sign: result.data.sign as string,
			uid: Number(result.data.uid),
			cookie: result.headers.get('set-cookie') ?? '',
		};
	}

	return {
		call,
		send,
		login,
		/** What the router is handed for a caller at `ip`, for servers a test starts itself. */
		deps,
		lastCode,
		config,
		storage,
		dataDir,
		setNow: (now: Date | undefined) => {
			clock = now;
		},
	};
}

export type TestApi = ReturnType<typeof createTestApi>;

/** The headers and cookie of a person logged in through a test API. */
export type TestLogin = Awaited<ReturnType<TestApi['login']>>;
