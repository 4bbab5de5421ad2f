import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';

export interface ConnectionLimits {
	headersTimeoutMs: number;
	requestTimeoutMs: number;
	maxConnections: number;
	connectionsPerAddress: number;
	proxies: { all: boolean; list: BlockList };
}

export function readConnectionLimits(env: Record<string, string | undefined>): ConnectionLimits;

export function createPortalServer(
	listener: RequestListener<typeof IncomingMessage, typeof ServerResponse>,
	limits: ConnectionLimits,
	tls?: { cert: Buffer; key: Buffer },
): Server;
