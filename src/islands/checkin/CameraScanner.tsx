import { useEffect, useRef, useState } from 'react';

interface Props {
	/** Called with the text of each QR code seen (the caller drops repeats). */
	onScan: (text: string) => void;
}

type CameraState = 'idle' | 'starting' | 'scanning' | 'failed';

const FRAME_INTERVAL_MS = 200;
const MAX_FRAME_SIDE = 960;

function cameraError(error: unknown): string {
	const name = error instanceof Error ? error.name : '';
	if (name === 'NotAllowedError')
		return '未获得摄像头权限：请在浏览器设置中允许使用摄像头，或手动输入签到码。';
	if (name === 'NotFoundError') return '没有找到摄像头，请手动输入签到码。';
	if (typeof navigator !== 'undefined' && !navigator.mediaDevices) {
		return '当前页面无法使用摄像头（需要 HTTPS），请手动输入签到码。';
	}
	return '摄像头启动失败，请重试或手动输入签到码。';
}

function stopTracks(stream: MediaStream | null) {
	for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The camera and a loop that decodes a frame every 200 ms (zxing-wasm, loaded on first start). */
export default function CameraScanner({ onScan }: Props) {
	const videoRef = useRef<HTMLVideoElement>(null);
	const streamRef = useRef<MediaStream | null>(null);
	const onScanRef = useRef(onScan);
	onScanRef.current = onScan;
	const [state, setState] = useState<CameraState>('idle');
	const [error, setError] = useState('');

	useEffect(() => () => stopTracks(streamRef.current), []);

	useEffect(() => {
		if (state !== 'scanning') return;
		let stopped = false;
		let timer = 0;
		const canvas = document.createElement('canvas');
		const context = canvas.getContext('2d', { willReadFrequently: true });
		const decoder = import('./zxing-decoder');
		const tick = async () => {
			const video = videoRef.current;
			if (stopped || !video || !context) return;
			if (video.readyState >= 2 && video.videoWidth > 0) {
				const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(video.videoWidth, video.videoHeight));
				canvas.width = Math.round(video.videoWidth * scale);
				canvas.height = Math.round(video.videoHeight * scale);
				context.drawImage(video, 0, 0, canvas.width, canvas.height);
				const frame = context.getImageData(0, 0, canvas.width, canvas.height);
				const text = await (await decoder).decodeQr(frame).catch(() => null);
				if (text && !stopped) onScanRef.current(text);
			}
			if (!stopped) timer = window.setTimeout(tick, FRAME_INTERVAL_MS);
		};
		void tick();
		return () => {
			stopped = true;
			window.clearTimeout(timer);
		};
	}, [state]);

	async function start() {
		setState('starting');
		setError('');
		try {
			const stream = await navigator.mediaDevices.getUserMedia({
				video: { facingMode: 'environment' },
				audio: false,
			});
			streamRef.current = stream;
			const video = videoRef.current;
			if (!video) return;
			video.srcObject = stream;
			await video.play();
			setState('scanning');
		} catch (failure) {
			setError(cameraError(failure));
			setState('failed');
		}
	}

	function stop() {
		stopTracks(streamRef.current);
		streamRef.current = null;
		setState('idle');
	}

	const live = state === 'scanning' || state === 'starting';
	return (
		<div className="checkin-camera">
			<div className="checkin-viewfinder" hidden={!live}>
				<video ref={videoRef} muted playsInline aria-label="摄像头画面" />
				<span className="checkin-frame" aria-hidden="true" />
			</div>
			{error && (
				<p className="checkin-camera-error" role="alert">
					{error}
				</p>
			)}
			{live ? (
				<button type="button" className="checkin-button checkin-button-quiet" onClick={stop}>
					关闭摄像头
				</button>
			) : (
				<button type="button" className="checkin-button" onClick={() => void start()}>
					扫码签到
				</button>
			)}
			{state === 'scanning' && <p className="checkin-hint">请将签到二维码对准取景框</p>}
		</div>
	);
}
