import type { RemotePattern } from 'astro';

/**
 * The public hosts that a proxy ending TLS forwards for: Astro's `security.allowedDomains`
 * (astro.config.mjs takes it from here). Astro believes a request's `X-Forwarded-Proto`/`-Host`
 * only when they match one of these, and `serve.mjs`'s fast paths believe the same
 * (forwarded-address.ts). Empty, as shipped: the address is the socket's scheme and the `Host`
 * header (docs/deployment.md, for a deployment behind a proxy).
 */
export const ALLOWED_DOMAINS: Partial<RemotePattern>[] = [];
