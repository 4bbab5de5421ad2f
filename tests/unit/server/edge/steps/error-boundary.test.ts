import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBoundary } from '../../../../../src/server/edge/steps/error-boundary';
import { fakeContext, fakeNext } from './fake-context';

describe('errorBoundary', () => {
	afterEach(() => vi.restoreAllMocks());

	it('passes a page that renders', async () => {
		const response = await errorBoundary(fakeContext('/home-list'), fakeNext(new Response('ok')));
		expect(await response?.text()).toBe('ok');
	});

	it('logs an exception in a page and renders the 500 page', async () => {
		const log = vi.spyOn(console, 'error').mockImplementation(() => {});
		const context = fakeContext('/detail-page?id=1');
		const failure = new Error('database is gone');
		const response = await errorBoundary(context, async () => {
			throw failure;
		});
		expect(context.rewrite).toHaveBeenCalledWith('/500');
		expect(response?.status).toBe(500);
		expect(log).toHaveBeenCalledWith('[500] GET /detail-page?id=1', failure);
	});

	it('answers the 500 page with 503 and Retry-After when the database cannot be reached', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => {});
		const context = fakeContext('/detail-page?id=1');
		const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
			code: 'ECONNREFUSED',
		});
		const response = await errorBoundary(context, async () => {
			throw refused;
		});
		expect(context.rewrite).toHaveBeenCalledWith('/500');
		expect(response?.status).toBe(503);
		expect(response?.headers.get('retry-after')).toBe('5');
	});

	it('does not loop when the 500 page itself fails', async () => {
		vi.spyOn(console, 'error').mockImplementation(() => {});
		const context = fakeContext('/500');
		await expect(
			errorBoundary(context, async () => {
				throw new Error('broken');
			}),
		).rejects.toThrow('broken');
		expect(context.rewrite).not.toHaveBeenCalled();
	});
});
