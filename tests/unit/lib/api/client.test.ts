import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiRequest, createApiClient } from '../../../../src/lib/api/client';
import { ApiError } from '../../../../src/lib/api/errors';
import { signRequest } from '../../../../src/lib/sign';
import { type EnvelopeServer, startEnvelopeServer } from './envelope-server';

let server: EnvelopeServer;
let notes: { kind: string; message: string }[];
let loggedOut: number;
let secret: string;
let request: ApiRequest;
const NOW = Date.UTC(2025, 8, 1);

beforeAll(async () => {
	server = await startEnvelopeServer();
});
afterAll(() => server.close());

beforeEach(() => {
	server.seen.length = 0;
	notes = [];
	loggedOut = 0;
	secret = '';
	request = createApiClient({
		baseURL: () => `${server.origin}/api`,
		credentials: () => ({ token: 'tok-1', sign: 'sig-1' }),
		signSecret: () => secret,
		onNotLoggedIn: () => {
			loggedOut += 1;
		},
		notify: (kind, message) => notes.push({ kind, message }),
		now: () => NOW,
	});
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
	const error = await promise.then(
		() => null,
		(reason: unknown) => reason,
	);
	if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
	return error;
}

describe('createApiClient: requests', () => {
	it('posts a form body with object fields as JSON text, the token and sign headers', async () => {
		const data = await request('/reply/ok', { data: { id: 3, tags: [1, 2], empty: null } });
		expect(data).toEqual({ id: 7, title: '科普' });
		const [seen] = server.seen;
		expect(seen?.method).toBe('POST');
		expect(seen?.url.pathname).toBe('/api/reply/ok');
		expect(seen?.headers['content-type']).toContain('application/x-www-form-urlencoded');
		expect(Object.fromEntries(new URLSearchParams(seen?.body))).toEqual({ id: '3', tags: '[1,2]' });
		expect(seen?.headers.token).toBe('tok-1');
		expect(seen?.headers.sign).toBe('sig-1');
	});

	it('sends a JSON body for the activity calls', async () => {
		await request('/reply/ok', { data: { id: 3, place: { city: '北京' } }, json: true });
		const [seen] = server.seen;
		expect(seen?.headers['content-type']).toContain('application/json');
		expect(JSON.parse(seen?.body ?? '')).toEqual({ id: 3, place: { city: '北京' } });
	});

	it('leaves the token and sign headers off when the call switches them off', async () => {
		await request('/reply/ok', { withToken: false });
		expect(server.seen[0]?.headers.token).toBeUndefined();
		expect(server.seen[0]?.headers.sign).toBeUndefined();
	});

	it('puts GET data in the query', async () => {
		await request('/reply/ok', { method: 'GET', data: { page: 2 } });
		expect(server.seen[0]?.method).toBe('GET');
		expect(server.seen[0]?.url.searchParams.get('page')).toBe('2');
	});

	it('does not sign without a secret and signs with timestamp and sn once one is set', async () => {
		await request('/reply/ok', { data: { id: 3 } });
		expect(server.seen[0]?.url.searchParams.has('sn')).toBe(false);
		secret = 'shared';
		await request('/reply/ok', { data: { id: 3 } });
		const expected = signRequest('/reply/ok', { id: 3 }, 'shared', NOW);
		expect(server.seen[1]?.url.searchParams.get('timestamp')).toBe(expected.timestamp);
		expect(server.seen[1]?.url.searchParams.get('sn')).toBe(expected.sn);
	});
});

describe('createApiClient: the error catalogue', () => {
	it.each(['missing', 'revoked', 'expired'])(
		'on the not-logged-in code of %s: logs out, warns 请登录 and rejects',
		async (reply) => {
			const error = await rejection(request(`/reply/${reply}`));
			expect(error.kind).toBe('not-logged-in');
			expect(loggedOut).toBe(1);
			expect(notes).toEqual([{ kind: 'warning', message: '请登录' }]);
		},
	);

	it.each([
		['errorList', '标题不能为空'],
		['errorsField', '手机号格式不正确'],
		['dataName', '活动已满员'],
		['msgOnly', '活动填报已结束'],
	])('on another code (%s) shows an error toast with %s', async (reply, message) => {
		const error = await rejection(request(`/reply/${reply}`));
		expect(error).toMatchObject({ kind: 'business', message });
		expect(notes).toEqual([{ kind: 'error', message }]);
		expect(loggedOut).toBe(0);
	});

	it('keeps quiet when the call turns toasts off, and still rejects with the code', async () => {
		const error = await rejection(request('/reply/msgOnly', { toast: false }));
		expect(error.code).toBe(100250106);
		expect(notes).toEqual([]);
	});

	it('rejects an HTTP 500 with its body', async () => {
		const error = await rejection(request('/reply/serverError'));
		expect(error).toMatchObject({ kind: 'http', status: 500, message: '服务器内部错误' });
		expect(error.data).toEqual({ code: 500, msg: '服务器内部错误', data: null });
	});

	it('rejects a text error body with the text, and an empty one with "error"', async () => {
		expect(await rejection(request('/reply/plainError'))).toMatchObject({
			status: 502,
			data: 'bad gateway',
		});
		expect(await rejection(request('/reply/emptyError'))).toMatchObject({
			status: 503,
			data: 'error',
		});
	});

	it('tells the visitor the status of an HTTP error that carries no message of ours', async () => {
		const error = await rejection(request('/reply/emptyError'));
		expect(error.message).toBe('服务暂时不可用（HTTP 503），请稍后重试');
		await rejection(request('/reply/plainError'));
		expect(notes).toEqual([
			{ kind: 'error', message: '服务暂时不可用（HTTP 503），请稍后重试' },
			{ kind: 'error', message: '服务暂时不可用（HTTP 502），请稍后重试' },
		]);
	});

	it('reports a dropped connection as a network error', async () => {
		const error = await rejection(request('/reply/drop'));
		expect(error).toMatchObject({ kind: 'network', message: '网络异常，请检查网络后重试' });
		expect(notes).toEqual([{ kind: 'error', message: '网络异常，请检查网络后重试' }]);
	});

	it('gives up after the timeout with a timeout message', async () => {
		const error = await rejection(request('/reply/slow', { timeout: 200 }));
		expect(error).toMatchObject({ kind: 'network', message: '请求超时，请稍后重试' });
	});
});
