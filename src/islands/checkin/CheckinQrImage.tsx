import { useEffect, useState } from 'react';

interface Props {
	payload: string;
	/** CSS pixels; at least 240 so a phone's camera reads it off another phone's screen. */
	size?: number;
}

/** A check-in QR code: black on white, a quiet zone of four modules, drawn at twice its size. */
export default function CheckinQrImage({ payload, size = 264 }: Props) {
	const [src, setSrc] = useState('');
	const [failed, setFailed] = useState(false);

	useEffect(() => {
		let current = true;
		import('qrcode')
			.then((qrcode) =>
				qrcode.toDataURL(payload, {
					errorCorrectionLevel: 'M',
					margin: 4,
					width: size * 2,
					color: { dark: '#000000', light: '#ffffff' },
				}),
			)
			.then((url) => current && setSrc(url))
			.catch(() => current && setFailed(true));
		return () => {
			current = false;
		};
	}, [payload, size]);

	if (failed) return <p className="checkin-qr-failed">二维码生成失败，请使用签到码。</p>;
	return (
		<span className="checkin-qr" style={{ width: size, height: size }}>
			{src && (
				<img src={src} width={size} height={size} alt="签到二维码" data-testid="checkin-qr" />
			)}
		</span>
	);
}
