import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface SeenRequest {
	method: string;
	url: URL;
	headers: IncomingMessage['headers'];
	body: string;
}

/**
 * A real HTTP server for the API client tests: `/api/reply/<case>` answers the case's envelope or
 * failure, and every request is recorded.
 */
export interface EnvelopeServer {
	origin: string;
	seen: SeenRequest[];
	close: () => Promise<void>;
}

type Reply = (response: import('node:http').ServerResponse) => void;

const json =
	(status: number, body: unknown): Reply =>
	(response) => {
		response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
		response.end(JSON.stringify(body));
	};

const REPLIES: Record<string, Reply> = {
	ok: json(200, { code: 0, msg: '', data: { id: 7, title: '科普' } }),
	missing: json(200, { code: 100000009, msg: '未登录', data: null }),
	revoked: json(200, { code: 100000099, msg: '已在别处登录', data: null }),
	expired: json(200, { code: 100000010, msg: '登录已过期', data: null }),
	errorList: json(200, {
		code: 100200001,
		msg: '参数错误',
		data: ['标题不能为空', '地址不能为空'],
	}),
	errorsField: json(200, {
		code: 100200001,
		msg: '参数错误',
		data: { errors: ['手机号格式不正确'] },
	}),
	dataName: json(200, { code: 100200002, msg: '失败', data: { name: '活动已满员' } }),
	msgOnly: json(200, { code: 100250106, msg: '活动填报已结束', data: null }),
	serverError: json(500, { code: 500, msg: '服务器内部错误', data: null }),
	plainError: (response) => {
		response.writeHead(502, { 'content-type': 'text/plain' });
		response.end('bad gateway');
	},
	emptyError: (response) => {
		response.writeHead(503);
		response.end();
	},
	drop: (response) => response.socket?.destroy(),
	slow: (response) => {
		setTimeout(() => json(200, { code: 0, data: null })(response), 2000);
	},
};

export async function startEnvelopeServer(): Promise<EnvelopeServer> {
	const seen: SeenRequest[] = [];
	const server: Server = createServer((request, response) => {
		let body = '';
		request.on('data', (chunk: Buffer) => {
			body += chunk.toString('utf8');
		});
		request.on('end', () => {
			const url = new URL(request.url ?? '/', 'http://localhost');
			seen.push({ method: request.method ?? '', url, headers: request.headers, body });
			const reply =
				REPLIES[url.pathname.split('/').pop() ?? ''] ?? json(404, { code: 404, msg: 'not found' });
			reply(response);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		origin: `http://127.0.0.1:${port}`,
		seen,
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
