import { useEffect, useRef, useState } from 'react';
import type { CaptchaChallenge } from '../../../lib/api/types';
import './captcha-field.css';

interface Props {
	/** The challenge sendCode's refusal carried; a new one restarts the widget. */
	challenge: CaptchaChallenge;
	/** The widget's payload once the proof of work is done. */
	onSolved: (payload: string) => void;
}

/**
 * ALTCHA proof of work, solved on this device as soon as it appears (nothing is sent anywhere but
 * our own API). The widget's script is fetched only now, so pages without the form never load it.
 */
export default function CaptchaField({ challenge, onSolved }: Props) {
	const holder = useRef<HTMLDivElement>(null);
	const solved = useRef(onSolved);
	solved.current = onSolved;
	const [failed, setFailed] = useState(false);

	useEffect(() => {
		let cancelled = false;
		let widget: HTMLElementTagNameMap['altcha-widget'] | null = null;
		// Timings for the tests' log: fetching the widget, then the proof of work itself.
		const started = performance.now();
		let working = started;
		const onState = (event: Event) => {
			if ((event as CustomEvent<{ state: string }>).detail.state !== 'verifying') return;
			working = performance.now();
			widget?.setAttribute('data-load-ms', String(Math.round(working - started)));
		};
		const onVerified = (event: Event) => {
			const payload = (event as CustomEvent<{ payload: string }>).detail.payload;
			widget?.setAttribute('data-solve-ms', String(Math.round(performance.now() - working)));
			solved.current(payload);
		};
		import('./load-altcha').then(
			() => {
				if (cancelled || !holder.current) return;
				widget = document.createElement('altcha-widget');
				widget.setAttribute('challenge', JSON.stringify(challenge));
				widget.setAttribute('auto', 'onload');
				widget.setAttribute('language', 'zh-cn');
				widget.setAttribute(
					'configuration',
					JSON.stringify({ hideFooter: true, hideLogo: true, minDuration: 0 }),
				);
				widget.addEventListener('statechange', onState);
				widget.addEventListener('verified', onVerified);
				holder.current.replaceChildren(widget);
			},
			() => setFailed(true),
		);
		return () => {
			cancelled = true;
			widget?.removeEventListener('statechange', onState);
			widget?.removeEventListener('verified', onVerified);
			widget?.remove();
		};
	}, [challenge]);

	return (
		<fieldset className="captcha-field" aria-label="人机验证">
			<div ref={holder} />
			{failed && (
				<p className="field-error" role="alert">
					人机验证加载失败，请检查网络后刷新页面
				</p>
			)}
		</fieldset>
	);
}
