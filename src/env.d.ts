/// <reference types="astro/client" />

declare namespace App {
	interface Locals {
		device: import('./lib/device').Device;
		/** The edge's decision about this request (src/server/edge/classify.ts). */
		edge: import('./server/edge/classify').EdgeDecision;
		/** The page is rendered for WeChat's browser with the JS-SDK configured; set by the edge. */
		wechat: boolean;
		/** The signed-in user of this request, or `null`; set by the edge's session step. */
		session: import('./server/auth/sessions').AuthSession | null;
		/** Configuration, database, storage and caches of the process; set by the edge's runtime step. */
		runtime: import('./server/runtime').Runtime;
	}
}
