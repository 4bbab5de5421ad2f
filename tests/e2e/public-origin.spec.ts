import { expect, test } from '@playwright/test';
import type { ActivitySummary } from '../../src/lib/api/activity-types';
import type { Page as ListPage } from '../../src/lib/api/types';
import { type PortalServer, SERVER_START_TIMEOUT_MS, startPortalServer } from './publish-server';
import { rawGet } from './raw-http';

// Absolute links come from PUBLIC_ORIGIN, so a request's Host can never put another site into a
// page that the page cache and CDNs then hand to every visitor.

const PORT = 4631;
const PUBLIC_ORIGIN = 'https://kepuyue.example';
const PHONE =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
let portal: PortalServer;

test.beforeAll(async () => {
	test.setTimeout(SERVER_START_TIMEOUT_MS);
	portal = await startPortalServer(PORT, { PUBLIC_ORIGIN });
});

test.afterAll(async () => {
	await portal?.stop();
});

async function findActivityId(): Promise<number> {
	const response = await fetch(`${portal.baseURL}/api/activity/getActivityList`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ pageSize: 1 }),
	});
	const { data } = (await response.json()) as { data: ListPage<ActivitySummary> };
	const first = data.items[0];
	if (!first) throw new Error('the demo data has no public activity');
	return first.id;
}

test('a foreign Host gets 421 and leaves the cached page on PUBLIC_ORIGIN @desktop', async () => {
	const id = await findActivityId();
	const path = `/detail-page?id=${id}`;
	const foreign = await rawGet(`${portal.baseURL}${path}`, { host: 'evil.example' });
	expect(foreign.status).toBe(421);
	expect(foreign.headers['cache-control']).toBe('no-store');
	const foreignWithPort = await rawGet(`${portal.baseURL}${path}`, {
		host: `evil.example:${PORT}`,
	});
	expect(foreignWithPort.status).toBe(421);

	// Within the page cache's lifetime: a poisoned render would be served here.
	const html = (await rawGet(`${portal.baseURL}${path}`)).body.toString();
	expect(html).not.toContain('evil.example');
	const pageUrl = `${PUBLIC_ORIGIN}${path}`;
	expect(html).toContain(`<link rel="canonical" href="${pageUrl}">`);
	expect(html).toContain(`<meta property="og:url" content="${pageUrl}">`);
	const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
	expect((JSON.parse(jsonLd) as { url: string }).url).toBe(pageUrl);
	// The share panel's QR code and copied link are drawn from the island's url prop.
	expect(html).toContain(`&quot;url&quot;:[0,&quot;${pageUrl}&quot;]`);
});

test('every absolute link is on PUBLIC_ORIGIN whichever local host was asked @desktop', async () => {
	const id = await findActivityId();
	const pageUrl = `${PUBLIC_ORIGIN}/detail-page?id=${id}`;
	for (const host of [`127.0.0.1:${PORT}`, `localhost:${PORT}`, `[::1]:${PORT}`]) {
		const answer = await rawGet(`${portal.baseURL}/mobile/detail-page?id=${id}`, {
			host,
			'user-agent': PHONE,
		});
		expect(answer.status, host).toBe(200);
		const html = answer.body.toString();
		expect(html, host).toContain(`<link rel="canonical" href="${pageUrl}">`);
		expect(html, host).not.toMatch(/https?:\/\/(127\.0\.0\.1|localhost|\[::1\])/);
	}
	const ics = (
		await rawGet(`${portal.baseURL}/ics/${id}.ics`, { host: `127.0.0.1:${PORT}` })
	).body.toString();
	expect(ics).toContain(`URL:${pageUrl}`);
	expect(ics).not.toContain('127.0.0.1');
});
