import type { RemotePattern } from 'astro';

/**
 * The public hosts that a proxy ending TLS forwards for: Astro's `security.allowedDomains`
 * (astro.config.mjs takes it from here). Astro believes a request's `X-Forwarded-Proto`/`-Host`
 * only when they match one of these; `serve.mjs`'s direct API path therefore leaves a call that
 * carries them to Astro once a host is listed (api-direct-path.ts). Empty, as shipped: the address
 * is the socket's scheme and the `Host` header (docs/deployment.md, for a deployment behind a proxy).
 */
export const ALLOWED_DOMAINS: Partial<RemotePattern>[] = [];
