import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
	addCoding,
	encodeBody,
	etagOf,
	hasCoding,
	packTighter,
} from '../../../../src/server/edge/encoded-page';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('encodeBody', () => {
	it('packs the body in the coding the request prefers', async () => {
		const encoded = await encodeBody(bytes('<p>科普月</p>'), 'br');
		expect(hasCoding(encoded, 'br')).toBe(true);
		expect(hasCoding(encoded, 'gzip')).toBe(false);
		expect(brotliDecompressSync(encoded.br as Uint8Array).toString()).toBe('<p>科普月</p>');
	});

	it('hands a render of the same bytes the packed copies a kept page holds', async () => {
		const first = await encodeBody(bytes('<p>同一页面</p>'), 'br');
		await addCoding(first, 'gzip');
		const again = await encodeBody(bytes('<p>同一页面</p>'), 'gzip');
		expect(again).toBe(first);
		expect(hasCoding(again, 'gzip')).toBe(true);
	});

	it('packs different bytes anew', async () => {
		const one = await encodeBody(bytes('<p>一</p>'), 'br');
		const other = await encodeBody(bytes('<p>二</p>'), 'br');
		expect(other).not.toBe(one);
		expect(other.tag).not.toBe(one.tag);
	});

	it('packs a body of megabytes, a sitemap say, in both codings', async () => {
		const sitemap = `<urlset>${'<url><loc>https://kepuyue.example/detail-page?id=1</loc></url>'.repeat(40_000)}</urlset>`;
		const encoded = await encodeBody(bytes(sitemap), 'br');
		await addCoding(encoded, 'gzip');
		expect(brotliDecompressSync(encoded.br as Uint8Array).toString()).toBe(sitemap);
		expect(gunzipSync(encoded.gzip as Uint8Array).toString()).toBe(sitemap);
	});

	it('packs a kept page tighter once when asked, with the same text and an ETag of its own', async () => {
		const html = Array.from(
			{ length: 400 },
			(_, n) => `<li class="card"><a href="/detail-page?id=${n}">活动 ${n * 7919}</a></li>`,
		).join('');
		const encoded = await encodeBody(bytes(html), 'br');
		const first = encoded.br as Uint8Array;
		const firstTag = etagOf(encoded, 'br');
		const once = packTighter(encoded);
		expect(packTighter(encoded)).toBe(once);
		await once;
		const tighter = encoded.br as Uint8Array;
		expect(brotliDecompressSync(tighter).toString()).toBe(html);
		expect(tighter.byteLength).toBeLessThan(first.byteLength);
		expect(etagOf(encoded, 'br')).not.toBe(firstTag);
		expect(etagOf(encoded, 'br')).toBe(`"${encoded.tag}-br"`);
	});
});
