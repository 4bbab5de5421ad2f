import QRCode from 'qrcode';
import { describe, expect, test } from 'vitest';
import { mobileSiteQr } from '../../../src/server/mobile-site-qr';

const svgOf = (dataUrl: string) =>
	Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

describe('the footer 手机扫码访问 code', () => {
	test("encodes this deployment's mobile home, not a fixed host", async () => {
		const options = { type: 'svg', margin: 2, errorCorrectionLevel: 'M' } as const;
		for (const origin of ['https://kpy.example.gov.cn', 'http://127.0.0.1:4321']) {
			const svg = svgOf(await mobileSiteQr(origin));
			expect(svg).toBe(await QRCode.toString(`${origin}/mobile/home-list`, options));
			expect(svg).not.toBe(
				await QRCode.toString('https://www.kepuyue.cn/mobile/home-list', options),
			);
		}
	});
});
