// @ts-check
import node from '@astrojs/node';
import { defineConfig, envField } from 'astro/config';
import { clientDirectives } from './src/directives/integration.ts';
import { clientChunks } from './src/integrations/client-chunks.ts';
import { cspContentMemo } from './src/integrations/csp-content-memo.ts';
import { cspDigestMemo } from './src/integrations/csp-digest-memo.ts';
import { precompressAssets } from './src/integrations/precompress.ts';
import { reactIslands } from './src/integrations/react-islands.ts';
import { serveEntry } from './src/integrations/serve-entry.ts';
import { ALLOWED_DOMAINS } from './src/server/edge/allowed-domains.ts';

export default defineConfig({
	output: 'server',
	scopedStyleStrategy: 'class',
	// Pages are rendered whole: the page cache keeps the whole body anyway (src/server/http/page-cache.ts),
	// and a render to one string costs a public page's cache miss a quarter less CPU than a stream.
	adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
	integrations: [
		reactIslands(),
		clientChunks(),
		clientDirectives(),
		cspDigestMemo(),
		cspContentMemo(),
		precompressAssets(),
		serveEntry(),
	],
	server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
	security: {
		checkOrigin: true,
		// Behind a proxy that ends TLS, list the public host in allowed-domains.ts (docs/deployment.md).
		allowedDomains: ALLOWED_DOMAINS,
		// Astro sends this policy as a header on every page, with the hashes of the scripts and
		// styles it bundles or inlines; src/server/security/page-csp.ts adds the rest at run time.
		csp: {
			directives: [
				"default-src 'self'",
				// Pictures are our own files only (image-url.ts); the share QR code is a data: image.
				// The analytics host is added per request (page-csp.ts) for its image beacon.
				"img-src 'self' data: blob:",
				// hls.js plays through a MediaSource blob: URL and demuxes in a blob: worker.
				"media-src 'self' blob:",
				"worker-src 'self' blob:",
				"connect-src 'self'",
				"object-src 'none'",
				"base-uri 'none'",
				"form-action 'self'",
				// The host app opens the portal in its own web view, never in a frame.
				"frame-ancestors 'self'",
			],
			// Server-rendered style attributes (cover focus, aspect ratio, islands' first render).
			styleDirective: {
				resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
			},
		},
	},
	// Declared here, but read (with its default) at run time by src/server/config.ts only; the browser
	// gets the public ones from the layouts, so one build serves any configuration.
	env: {
		schema: {
			DATABASE_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
			PGLITE_DIR: envField.string({
				context: 'server',
				access: 'public',
				optional: true,
			}),
			SEED_DEMO: envField.enum({
				context: 'server',
				access: 'public',
				values: ['auto', 'never'],
				optional: true,
			}),
			PUBLISH_CUTOFF: envField.string({
				context: 'server',
				access: 'public',
				optional: true,
			}),
			SUMMARY_DEADLINE: envField.string({
				context: 'server',
				access: 'public',
				optional: true,
			}),
			LOGIN_CODE_SENDER: envField.string({
				context: 'server',
				access: 'public',
				optional: true,
			}),
			SMS_ACCESS_KEY_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
			SMS_ACCESS_KEY_SECRET: envField.string({
				context: 'server',
				access: 'secret',
				optional: true,
			}),
			SMS_SIGN_NAME: envField.string({ context: 'server', access: 'public', optional: true }),
			SMS_TEMPLATE_ID: envField.string({ context: 'server', access: 'public', optional: true }),
			SMS_SDK_APP_ID: envField.string({ context: 'server', access: 'public', optional: true }),
			SMS_TEMPLATE_PROMOTION: envField.string({
				context: 'server',
				access: 'public',
				optional: true,
			}),
			SMS_TEMPLATE_CHANGE: envField.string({
				context: 'server',
				access: 'public',
				optional: true,
			}),
			SMS_TEMPLATE_REMINDER: envField.string({
				context: 'server',
				access: 'public',
				optional: true,
			}),
			SMS_NOTICES_PER_USER_PER_DAY: envField.number({
				context: 'server',
				access: 'public',
				optional: true,
			}),
			SMS_REGION: envField.string({ context: 'server', access: 'public', optional: true }),
			SMS_ENDPOINT: envField.string({ context: 'server', access: 'public', optional: true }),
			CAPTCHA: envField.string({ context: 'server', access: 'public', optional: true }),
			CAPTCHA_HMAC_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
			CAPTCHA_COST: envField.number({ context: 'server', access: 'public', optional: true }),
			CAPTCHA_MAX_NUMBER: envField.number({ context: 'server', access: 'public', optional: true }),
			SESSION_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
			SIGN_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
			CAMPAIGN_WINDOW: envField.string({
				context: 'server',
				access: 'public',
				default: '2025-01-01/2027-12-31',
			}),
			REVIEW_MODE: envField.enum({
				context: 'server',
				access: 'public',
				values: ['auto', 'manual'],
				optional: true,
			}),
			ANALYTICS_SERVER_URL: envField.string({
				context: 'server',
				access: 'public',
				optional: true,
			}),
			ANALYTICS_SITE_ID: envField.string({ context: 'server', access: 'public', optional: true }),
			ANALYTICS_WWW_HOST: envField.string({
				context: 'server',
				access: 'public',
				optional: true,
			}),
			ADMIN_URL: envField.string({ context: 'server', access: 'public', optional: true }),
			PUBLIC_ORIGIN: envField.string({ context: 'server', access: 'public', optional: true }),
			HOST_APP_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
			TRUSTED_PROXIES: envField.string({ context: 'server', access: 'public', optional: true }),
			ANALYTICS_RETENTION_DAYS: envField.number({
				context: 'server',
				access: 'public',
				optional: true,
			}),
			LOGIN_SENDS_PER_ADDRESS_PER_HOUR: envField.number({
				context: 'server',
				access: 'public',
				optional: true,
			}),
			REMINDER_OFFSETS: envField.string({ context: 'server', access: 'public', optional: true }),
			UPLOAD_STORE: envField.string({ context: 'server', access: 'public', optional: true }),
			S3_ENDPOINT: envField.string({ context: 'server', access: 'public', optional: true }),
			S3_REGION: envField.string({ context: 'server', access: 'public', optional: true }),
			S3_ACCESS_KEY_ID: envField.string({ context: 'server', access: 'secret', optional: true }),
			S3_SECRET_ACCESS_KEY: envField.string({
				context: 'server',
				access: 'secret',
				optional: true,
			}),
			S3_FORCE_PATH_STYLE: envField.enum({
				context: 'server',
				access: 'public',
				values: ['true', 'false'],
				optional: true,
			}),
			S3_PUBLIC_URL: envField.string({ context: 'server', access: 'public', optional: true }),
			ICP_NUMBER: envField.string({ context: 'server', access: 'public', optional: true }),
			POLICE_RECORD_NUMBER: envField.string({
				context: 'server',
				access: 'public',
				optional: true,
			}),
			WECHAT_APP_ID: envField.string({ context: 'server', access: 'public', optional: true }),
			WECHAT_APP_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
			WECHAT_API_BASE: envField.string({ context: 'server', access: 'public', optional: true }),
		},
	},
});
