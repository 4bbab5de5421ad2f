// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig, envField } from 'astro/config';
import { clientDirectives } from './src/directives/integration.ts';
import { precompressAssets } from './src/integrations/precompress.ts';
import { serveEntry } from './src/integrations/serve-entry.ts';

export default defineConfig({
	output: 'server',
	adapter: node({ mode: 'standalone' }),
	integrations: [react(), clientDirectives(), precompressAssets(), serveEntry()],
	server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
	security: {
		checkOrigin: true,
		// Astro sends this policy as a header on every page, with the hashes of the scripts and
		// styles it bundles or inlines; src/server/security/page-csp.ts adds the rest at run time.
		csp: {
			directives: [
				"default-src 'self'",
				// Rich text may show http(s) images (sanitize.ts); the share QR code is a data: image.
				"img-src 'self' data: blob: https:",
				// hls.js plays through a MediaSource blob: URL and demuxes in a blob: worker.
				"media-src 'self' blob:",
				"worker-src 'self' blob:",
				"connect-src 'self'",
				"object-src 'none'",
				"base-uri 'none'",
				"form-action 'self'",
				// The host app opens the portal in its own web view, never in a frame (SPEC §7).
				"frame-ancestors 'self'",
			],
			// Server-rendered style attributes (cover focus, aspect ratio, islands' first render).
			styleDirective: {
				resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
			},
		},
	},
	// Every variable is read at run time on the server; the browser gets the public ones from the
	// layouts, so one build serves any configuration.
	env: {
		schema: {
			DATABASE_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
			PGLITE_DIR: envField.string({
				context: 'server',
				access: 'public',
				default: './data/pglite',
			}),
			SEED_DEMO: envField.enum({
				context: 'server',
				access: 'public',
				values: ['auto', 'never'],
				default: 'auto',
			}),
			PUBLISH_CUTOFF: envField.string({
				context: 'server',
				access: 'public',
				default: '2026-09-30 23:59:59',
			}),
			LOGIN_CODE_SENDER: envField.string({
				context: 'server',
				access: 'public',
				default: 'console',
			}),
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
				default: 'auto',
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
				default: 'www.kepuyue.cn',
			}),
			ADMIN_URL: envField.string({ context: 'server', access: 'public', default: '/admin' }),
			HOST_APP_SECRET: envField.string({ context: 'server', access: 'secret', optional: true }),
		},
	},
});
