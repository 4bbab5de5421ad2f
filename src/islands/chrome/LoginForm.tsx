import { type SubmitEvent, useState } from 'react';
import { sendCode } from '../../lib/api/account';
import type { CaptchaChallenge } from '../../lib/api/types';
import { showToast } from '../../lib/feedback';
import { codeError, mobileError, SEND_CODE_COOLDOWN_S } from '../../lib/login-rules';
import { LOGIN_AGREEMENT_TEXT, PRIVACY_POLICY, SERVICE_TERMS } from '../../lib/privacy/documents';
import { HOME_PATH, PRIVACY_POLICY_PATH, SERVICE_TERMS_PATH } from '../../lib/routes';
import { safeRedirect } from '../../lib/safe-redirect';
import { loginWithCode } from '../../lib/stores/account';
import CaptchaField from '../shared/captcha/CaptchaField';
import { refusedCaptcha } from '../shared/captcha/refused-captcha';
import { refusedResendIn, resendLabel } from './resend-deadline';
import { useCountdown } from './use-countdown';

interface Props {
	/** Where the visitor goes once logged in. */
	redirect: string;
}

interface FieldErrors {
	mobile?: string | null;
	code?: string | null;
	agree?: string | null;
}

const agreeError = (agreed: boolean) => (agreed ? null : LOGIN_AGREEMENT_TEXT);

/** Mobile number + one-time code login (docs/client.md, "Session"). */
export default function LoginForm({ redirect }: Props) {
	const [mobile, setMobile] = useState('');
	const [code, setCode] = useState('');
	const [agreed, setAgreed] = useState(false);
	const [errors, setErrors] = useState<FieldErrors>({});
	const [busy, setBusy] = useState(false);
	const [cooldown, startCooldown] = useCountdown(mobile.trim());
	/** The challenge sendCode asked to be solved first; the widget shows while it is set. */
	const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
	const [solving, setSolving] = useState(false);

	const requestCode = async (captcha?: string) => {
		const problem = mobileError(mobile);
		const unagreed = agreeError(agreed);
		setErrors({ ...errors, mobile: problem, agree: unagreed });
		if (problem || unagreed) return;
		startCooldown(SEND_CODE_COOLDOWN_S);
		try {
			await sendCode(mobile.trim(), captcha, { toast: false });
			// A solved widget stays, saying so, until the next send asks for a new one.
			setSolving(false);
			showToast('success', '验证码已发送');
		} catch (error) {
			startCooldown(0);
			// The captcha is asked for (or the solution was refused): solve the challenge it carries,
			// then send again by itself.
			const asked = refusedCaptcha(error);
			if (asked) {
				if (asked.message && captcha) showToast('error', asked.message);
				// A shared network over its limit: say so, while the captcha that lifts it is solved.
				else if (refusedResendIn(error) && error instanceof Error)
					showToast('warning', error.message);
				setChallenge(asked.challenge);
				setSolving(true);
				return;
			}
			setChallenge(null);
			setSolving(false);
			if (error instanceof Error) showToast('error', error.message);
			// A refusal for sending too often says how long to wait: the number, its prefix, the site.
			startCooldown(refusedResendIn(error) ?? 0);
		}
	};

	const submit = async (event: SubmitEvent) => {
		event.preventDefault();
		const found = { mobile: mobileError(mobile), code: codeError(code), agree: agreeError(agreed) };
		setErrors(found);
		if (found.mobile || found.code || found.agree) return;
		setBusy(true);
		if (await loginWithCode(mobile.trim(), code.trim())) {
			window.location.assign(safeRedirect(redirect, HOME_PATH, window.location.origin));
		} else setBusy(false);
	};

	return (
		<form className="login-form" onSubmit={submit} noValidate>
			<div className="login-field">
				<label htmlFor="login-mobile">手机号</label>
				<input
					id="login-mobile"
					name="mobile"
					type="tel"
					inputMode="numeric"
					autoComplete="tel"
					maxLength={11}
					placeholder="请输入手机号"
					value={mobile}
					onChange={(event) => setMobile(event.target.value)}
					aria-invalid={Boolean(errors.mobile)}
					aria-describedby={errors.mobile ? 'login-mobile-error' : undefined}
				/>
				{errors.mobile && (
					<p id="login-mobile-error" className="field-error">
						{errors.mobile}
					</p>
				)}
			</div>
			<div className="login-field">
				<label htmlFor="login-code">验证码</label>
				<div className="code-row">
					<input
						id="login-code"
						name="code"
						type="text"
						inputMode="numeric"
						autoComplete="one-time-code"
						maxLength={6}
						placeholder="请输入验证码"
						value={code}
						onChange={(event) => setCode(event.target.value)}
						aria-invalid={Boolean(errors.code)}
						aria-describedby={errors.code ? 'login-code-error' : undefined}
					/>
					<button
						type="button"
						className="send-code"
						onClick={() => requestCode()}
						disabled={cooldown > 0 || solving}
					>
						{solving ? '验证中…' : cooldown > 0 ? resendLabel(cooldown) : '获取验证码'}
					</button>
				</div>
				{errors.code && (
					<p id="login-code-error" className="field-error">
						{errors.code}
					</p>
				)}
			</div>
			{challenge && (
				<CaptchaField challenge={challenge} onSolved={(payload) => requestCode(payload)} />
			)}
			<div className="login-agree">
				<input
					id="login-agree"
					name="agree"
					type="checkbox"
					checked={agreed}
					onChange={(event) => {
						setAgreed(event.target.checked);
						if (event.target.checked) setErrors({ ...errors, agree: null });
					}}
					aria-invalid={Boolean(errors.agree)}
					aria-describedby={errors.agree ? 'login-agree-error' : undefined}
				/>
				<label htmlFor="login-agree">
					我已阅读并同意
					<a href={SERVICE_TERMS_PATH} target="_blank" rel="noopener">
						《{SERVICE_TERMS.title}》
					</a>
					和
					<a href={PRIVACY_POLICY_PATH} target="_blank" rel="noopener">
						《{PRIVACY_POLICY.title}》
					</a>
				</label>
				{errors.agree && (
					<p id="login-agree-error" className="field-error">
						{errors.agree}
					</p>
				)}
			</div>
			<button type="submit" className="login-submit" disabled={busy}>
				{busy ? '登录中…' : '登录'}
			</button>
		</form>
	);
}
