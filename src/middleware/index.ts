import { sequence } from 'astro:middleware';
import { resolveSession } from '../server/auth/resolve-session';
import { recordCachedPageVisit } from '../server/http/cached-visits';
import { registerPageFastPath } from '../server/http/page-fast-path';
import { publicPages } from '../server/http/public-pages';
import { allowedHost } from './allowed-host';
import { compress } from './compress';
import { device } from './device';
import { errorBoundary } from './error-boundary';
import { guard } from './guard';
import { knownPaths } from './known-paths';
import { loginReferer } from './login-referer';
import { createPageCacheMiddleware } from './page-cache';
import { provideRuntime } from './runtime';
import { securityHeaders } from './security-headers';
import { createSessionMiddleware } from './session';
import { wechat } from './wechat';

// serve.mjs answers what the page cache holds before Astro runs; see page-fast-path.ts.
registerPageFastPath(publicPages, recordCachedPageVisit);

export const onRequest = sequence(
	allowedHost,
	provideRuntime,
	compress,
	securityHeaders,
	errorBoundary,
	knownPaths,
	loginReferer,
	device,
	wechat,
	createPageCacheMiddleware(recordCachedPageVisit),
	createSessionMiddleware(resolveSession),
	guard,
);
