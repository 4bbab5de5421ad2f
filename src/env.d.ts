/// <reference types="astro/client" />

declare namespace App {
	interface Locals {
		device: import('./lib/device').Device;
		/** The page is rendered for WeChat's browser with the JS-SDK configured; set by middleware/wechat. */
		wechat: boolean;
		/** The signed-in user of this request, or `null`; set by middleware/session. */
		session: import('./server/auth/sessions').AuthSession | null;
		/** Configuration, database, storage and caches of the process; set by middleware/runtime. */
		runtime: import('./server/runtime').Runtime;
	}
}
