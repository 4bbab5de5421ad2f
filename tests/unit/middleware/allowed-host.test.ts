import { describe, expect, it } from 'vitest';
import { allowedHost } from '../../../src/middleware/allowed-host';
import { getServerConfig } from '../../../src/server/config';
import { fakeContext, fakeNext } from './fake-context';

describe('allowedHost', () => {
	const origin = getServerConfig().publicOrigin;
	const host = new URL(origin).host;

	it('lets a request for the public host through', async () => {
		const next = fakeNext();
		const context = fakeContext(`${origin}/user-center`, { headers: { host } });
		const answer = await allowedHost(context, next);
		expect(next).toHaveBeenCalledOnce();
		expect(answer).toBeInstanceOf(Response);
		expect((answer as Response).status).toBe(200);
	});

	it.each([`${host}/detail-page?id=5#`, `${host}@evil.example`, `${host}?x=1`])(
		'answers 421 when the raw Host %j carries more than a host, though the URL host is ours',
		async (raw) => {
			const next = fakeNext();
			const context = fakeContext(`${origin}/user-center`, { headers: { host: raw } });
			const answer = (await allowedHost(context, next)) as Response;
			expect(next).not.toHaveBeenCalled();
			expect(answer.status).toBe(421);
			expect(answer.headers.get('cache-control')).toBe('no-store');
		},
	);

	it('answers 421 for a foreign host', async () => {
		const next = fakeNext();
		const context = fakeContext('http://evil.example/home-list', {
			headers: { host: 'evil.example' },
		});
		expect(((await allowedHost(context, next)) as Response).status).toBe(421);
		expect(next).not.toHaveBeenCalled();
	});
});
