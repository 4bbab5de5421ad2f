import { sequence } from 'astro:middleware';
import { resolveSession } from '../server/auth/resolve-session';
import { device } from './device';
import { errorBoundary } from './error-boundary';
import { guard } from './guard';
import { knownPaths } from './known-paths';
import { loginReferer } from './login-referer';
import { createSessionMiddleware } from './session';

export const onRequest = sequence(
	errorBoundary,
	knownPaths,
	loginReferer,
	device,
	createSessionMiddleware(resolveSession),
	guard,
);
