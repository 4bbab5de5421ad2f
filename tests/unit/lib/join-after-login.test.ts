import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberJoinAfterLogin, takeJoinAfterLogin } from '../../../src/lib/join-after-login';

/** The tab's sessionStorage, as the browser keeps it across the trip to the login page. */
function stubSessionStorage() {
	const stored = new Map<string, string>();
	vi.stubGlobal('window', {
		sessionStorage: {
			getItem: (key: string) => stored.get(key) ?? null,
			setItem: (key: string, value: string) => stored.set(key, value),
			removeItem: (key: string) => stored.delete(key),
		},
	});
}

const AT = Date.parse('2026-12-01T10:00:00+08:00');
const MINUTE = 60_000;

describe('joining after the login', () => {
	beforeEach(stubSessionStorage);
	afterEach(() => vi.unstubAllGlobals());

	it('is wished for the activity whose 立即报名 led to the login, once', () => {
		rememberJoinAfterLogin(42, AT);
		expect(takeJoinAfterLogin(42, AT + 5 * MINUTE)).toBe(true);
		expect(takeJoinAfterLogin(42, AT + 5 * MINUTE)).toBe(false);
	});

	it('is not wished for another activity, and is forgotten there', () => {
		rememberJoinAfterLogin(42, AT);
		expect(takeJoinAfterLogin(7, AT + MINUTE)).toBe(false);
		expect(takeJoinAfterLogin(42, AT + MINUTE)).toBe(false);
	});

	it('lapses after half an hour', () => {
		rememberJoinAfterLogin(42, AT);
		expect(takeJoinAfterLogin(42, AT + 30 * MINUTE)).toBe(false);
	});

	it('is never wished where storage is refused', () => {
		vi.stubGlobal('window', {
			sessionStorage: {
				getItem: () => {
					throw new Error('SecurityError');
				},
				setItem: () => {
					throw new Error('QuotaExceededError');
				},
			},
		});
		rememberJoinAfterLogin(42, AT);
		expect(takeJoinAfterLogin(42, AT)).toBe(false);
	});
});
