import type { RequestListener } from 'node:http';

export const READY_MESSAGE: string;

export function prepareNewDatabase(
	env?: Record<string, string | undefined>,
	args?: string[],
): Promise<void>;

export function openDatabase(
	listener: RequestListener,
	options: { host: string; timeoutMs: number },
): Promise<boolean>;

export function openBeforeListening(
	listener: RequestListener,
	env: Record<string, string | undefined>,
	host: string,
): Promise<void>;
