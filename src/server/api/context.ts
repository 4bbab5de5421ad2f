import { z } from 'zod/mini';
import { firstIssueMessage } from '../../lib/validation/fields';
import type { AuthSession } from '../auth/sessions';
import type { CacheChange, RouteEffect } from '../cache/changes';
import type { ServerConfig } from '../config';
import type { Db } from '../db/types';
import type { JobQueue } from '../jobs/queue';
import type { FileStorage } from '../storage/storage';
import { fail } from './errors';
import type { RateRule } from './rate-limit';
import type { Input } from './read-body';

/** What the API needs from its surroundings; tests pass their own database and configuration. */
export interface ApiDeps {
	db: Db;
	config: ServerConfig;
	storage: FileStorage;
	/** The socket's peer; the router derives the client from it and `X-Forwarded-For`. */
	clientAddress: string;
	/**
	 * Forgets what a write changed, in every cache on every instance (`Runtime.invalidate`); called
	 * after each write whose route declares a public effect.
	 */
	invalidate: (change: CacheChange) => void | Promise<void>;
	now?: () => Date;
	/** The job runner's queue; without one (tests), edits still record their change notices, and a runner's sweep sends them. */
	jobs?: JobQueue;
}

export interface ApiContext {
	deps: ApiDeps;
	db: Db;
	config: ServerConfig;
	request: Request;
	url: URL;
	ip: string;
	now: Date;
	input: Input;
	session: AuthSession | null;
	/** `Set-Cookie` lines to send with the answer. */
	cookies: string[];
}

export type Access = 'public' | 'optional' | 'user' | 'admin';

/** The route's limit under this configuration. */
export function routeRate(route: Route, config: ServerConfig): RateRule | undefined {
	return typeof route.rate === 'function' ? route.rate(config) : route.rate;
}

export interface Route {
	method: 'GET' | 'POST' | 'ANY';
	access: Access;
	/** multipart bodies are read by the handler itself. */
	body?: 'multipart';
	/** A limit, or one that follows the configuration. */
	rate?: RateRule | ((config: ServerConfig) => RateRule);
	/** A read (GET) route that still changes state, such as logout. POST routes always do. */
	changesState?: true;
	/**
	 * What a successful call changes of what visitors are shown, and so which cached pages and data
	 * it makes stale (src/server/cache/changes.ts): reads and private writes `none`.
	 */
	effect: RouteEffect;
	handle: (context: ApiContext) => Promise<unknown>;
}

/** Parses input with a shared zod schema; a failure answers the first message, naming the field. */
export function parseInput<Schema extends z.core.$ZodType>(
	schema: Schema,
	input: unknown,
): z.output<Schema> {
	const result = z.safeParse(schema, input);
	if (!result.success) throw fail.badInput(firstIssueMessage(result.error));
	return result.data;
}

export function requireSession(context: ApiContext): AuthSession {
	if (!context.session) throw fail.notLoggedIn();
	return context.session;
}
