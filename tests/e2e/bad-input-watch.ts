import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const DIR = new URL('../fixtures/bad-input/', import.meta.url);
const readJson = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, DIR), 'utf8')) as T;

/** The Big List of Naughty Strings and DOMPurify's XSS payloads (tests/fixtures/bad-input). */
export const NAUGHTY: readonly string[] = readJson<string[]>('blns.json');
export const XSS: readonly string[] = readJson<{ payload: string }[]>('dompurify-xss.json').map(
	(entry) => entry.payload,
);

declare global {
	interface Window {
		__xss?: string[];
	}
}

/** What ran or broke while a page showed stored bad input. */
export interface XssWatch {
	events: string[];
}

/**
 * Before any page script: `alert`, `confirm`, `prompt` and `print` only write to `window.__xss`.
 * Dialogs, uncaught errors and console errors (CSP refusals among them; failed image loads are left
 * out, since a sanitised `<img src="x">` may stay) are recorded too.
 */
export async function installXssTrap(page: Page): Promise<XssWatch> {
	const watch: XssWatch = { events: [] };
	await page.addInitScript(() => {
		window.__xss = [];
		for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
			Object.defineProperty(window, name, {
				configurable: false,
				writable: false,
				value: (...args: unknown[]) => {
					window.__xss?.push(`${name}(${args.map(String).join(', ')})`);
					return null;
				},
			});
		}
	});
	page.on('dialog', (dialog) => {
		watch.events.push(`dialog ${dialog.type()}: ${dialog.message()}`);
		void dialog.dismiss();
	});
	page.on('pageerror', (error) => watch.events.push(`uncaught: ${error.message}`));
	page.on('console', (message) => {
		if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
			watch.events.push(`console error: ${message.text()}`);
		}
	});
	return watch;
}

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'];

/**
 * What the current document shows of executed or executable payloads: trapped calls, event-handler
 * attributes, `javascript:`/`vbscript:`/`data:text/html` URLs, frames and plugins, and script
 * elements that mention a dialog function.
 */
export async function findExecutable(page: Page, watch: XssWatch): Promise<string[]> {
	const inPage = await page.evaluate((urlAttributes) => {
		const found = (window.__xss ?? []).map((call) => `called ${call}`);
		for (const element of document.querySelectorAll('*')) {
			const tag = element.tagName.toLowerCase();
			if (['iframe', 'frame', 'object', 'embed', 'base'].includes(tag)) found.push(`<${tag}>`);
			if (tag === 'meta' && element.getAttribute('http-equiv')?.toLowerCase() === 'refresh') {
				found.push('<meta http-equiv=refresh>');
			}
			if (tag === 'script') {
				const text = element.textContent ?? '';
				if (element.getAttribute('type') === 'application/ld+json') {
					try {
						JSON.parse(text);
					} catch {
						found.push(`broken JSON-LD: ${text.slice(0, 60)}`);
					}
				} else if (/alert|prompt|confirm|print\(/.test(text)) {
					found.push(`<script>${text.slice(0, 60)}`);
				}
			}
			for (const attribute of element.attributes) {
				const name = attribute.name.toLowerCase();
				if (name.startsWith('on')) found.push(`<${tag} ${name}="${attribute.value.slice(0, 40)}">`);
				if (!urlAttributes.includes(name)) continue;
				// As the browser resolves it; and, stricter, with every space and control character gone.
				let scheme = '';
				try {
					scheme = new URL(attribute.value, document.baseURI).protocol;
				} catch {}
				const squeezed = attribute.value.replace(/[\s\p{Cc}\p{Cf}]/gu, '').toLowerCase();
				if (
					/^(javascript|vbscript):/.test(scheme) ||
					/^(javascript:|vbscript:|data:text\/html)/.test(squeezed)
				) {
					found.push(`<${tag} ${name}="${attribute.value.slice(0, 40)}">`);
				}
			}
		}
		return found;
	}, URL_ATTRIBUTES);
	return [...watch.events, ...inPage];
}
