import type { IncomingMessage, ServerResponse } from 'node:http';

export function isHostHeader(value: unknown): value is string;
export function refuseMalformedHost(req: IncomingMessage, res: ServerResponse): boolean;
