import { sequence } from 'astro:middleware';
import type { MiddlewareHandler } from 'astro';
import { resolveSession } from '../auth/resolve-session';
import { getServerConfig } from '../config';
import { registerApiDirectPath } from './api-direct-path';
import { recordCachedPageVisit } from './cached-visits';
import { classifyRequest, edgeRequestOf } from './classify';
import { registerPageFastPath } from './page-fast-path';
import { publicPages } from './public-pages';
import { misdirected, redirect } from './steps/answer';
import { compress } from './steps/compress';
import { errorBoundary } from './steps/error-boundary';
import { guard } from './steps/guard';
import { createPageCacheMiddleware } from './steps/page-cache';
import { provideRuntime } from './steps/runtime';
import { securityHeaders } from './steps/security-headers';
import { createSessionMiddleware } from './steps/session';
import { varyByUserAgent } from './steps/wechat';

// serve.mjs answers what the page cache holds before Astro runs; see page-fast-path.ts.
registerPageFastPath(publicPages, recordCachedPageVisit);
// and API calls, through the same router as src/pages/api/[...path].ts; see api-direct-path.ts.
registerApiDirectPath();

/** A page or service path: every step, in this order. */
const pageSteps = sequence(
	provideRuntime,
	compress,
	securityHeaders,
	errorBoundary,
	redirect,
	varyByUserAgent,
	createPageCacheMiddleware(recordCachedPageVisit),
	createSessionMiddleware(resolveSession),
	guard,
);

/** `/api/**`: the router authenticates, once; pages' steps mean nothing to it. */
const apiSteps = sequence(provideRuntime, securityHeaders, errorBoundary);

/**
 * Every request Astro sees: classified once (classify.ts), the same decision `serve.mjs` applies
 * before Astro runs, then handed to the steps of its area.
 */
export const onRequest: MiddlewareHandler = (context, next) => {
	const decision = classifyRequest(edgeRequestOf(context), getServerConfig());
	if (decision.answer.kind === 'misdirected') return misdirected();
	context.locals.edge = decision;
	context.locals.device = decision.device;
	context.locals.wechat = decision.wechat;
	context.locals.session = null;
	return (decision.area === 'api' ? apiSteps : pageSteps)(context, next);
};
