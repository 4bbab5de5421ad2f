import QRCode from 'qrcode';
import { HOME_PATH, mobileTwinOf } from '../lib/routes';

const made = new Map<string, Promise<string>>();

/**
 * The footer's 手机扫码访问 code: this deployment's own mobile home (PUBLIC_ORIGIN), as an SVG
 * `data:` address, made once per origin.
 */
export function mobileSiteQr(publicOrigin: string): Promise<string> {
	let svg = made.get(publicOrigin);
	if (!svg) {
		svg = QRCode.toString(`${publicOrigin}${mobileTwinOf(HOME_PATH) ?? HOME_PATH}`, {
			type: 'svg',
			margin: 2,
			errorCorrectionLevel: 'M',
		}).then((text) => `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`);
		made.set(publicOrigin, svg);
	}
	return svg;
}
