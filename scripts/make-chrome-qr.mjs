// Writes the two footer QR images (public/images/chrome/qr-*.png). Run: npx node scripts/make-chrome-qr.mjs
import { mkdirSync } from 'node:fs';
import QRCode from 'qrcode';

const OUT = new URL('../public/images/chrome/', import.meta.url);
const CODES = [
	{ file: 'qr-mobile.png', text: 'https://www.kepuyue.cn/mobile/home-list' },
	{ file: 'qr-wechat.png', text: 'https://www.kepuyue.cn/?from=wechat' },
];

mkdirSync(OUT, { recursive: true });
for (const { file, text } of CODES) {
	await QRCode.toFile(new URL(file, OUT).pathname, text, {
		width: 240,
		margin: 1,
		errorCorrectionLevel: 'M',
		color: { dark: '#14305eff', light: '#ffffffff' },
	});
	console.log(`wrote public/images/chrome/${file}`);
}
