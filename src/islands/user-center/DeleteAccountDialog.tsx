import { useEffect, useId, useState } from 'react';
import { deleteAccountRequest, sendDeletionCode } from '../../lib/api/account';
import { ApiError } from '../../lib/api/errors';
import type { CaptchaChallenge } from '../../lib/api/types';
import type { Device } from '../../lib/device';
import { HOME_PATH, pagePath } from '../../lib/routes';
import { logout } from '../../lib/stores/account';
import CaptchaField from '../shared/captcha/CaptchaField';
import { refusedCaptcha } from '../shared/captcha/refused-captcha';
import { ModalDialog } from '../shared/ModalDialog';

interface Props {
	device: Device;
	onCancel: () => void;
}

/** What 注销 does, as the service does it (services/account-deletion). */
const EFFECTS = [
	'所有设备上的登录立即退出；',
	'尚未结束的活动的报名和候补全部取消，名额按候补顺序递补，主办方会收到一条不含您姓名的通知；',
	'报名、签到记录中的姓名、手机号、单位被删除，站内信和同意记录一并删除；已结束活动的人数统计保留；',
	'您发布的已通过审核、尚未结束的活动继续展示，只署主办单位名称，联系人信息删除；其余活动下线；',
	'此手机号之后可重新注册，但将是一个全新的账号，原有数据无法恢复。',
];

const messageOf = (error: unknown) =>
	error instanceof ApiError ? error.message : '操作失败，请重试';

/** 注销账号: the effects in plain words, a fresh code to the person's own number, then the act. */
export default function DeleteAccountDialog({ device, onCancel }: Props) {
	const base = useId();
	const [code, setCode] = useState('');
	const [wait, setWait] = useState(0);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState('');
	const [sent, setSent] = useState(false);
	/** The challenge the code's send asked to be solved first; the widget shows while it is set. */
	const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);

	useEffect(() => {
		if (wait <= 0) return;
		const timer = setTimeout(() => setWait(wait - 1), 1000);
		return () => clearTimeout(timer);
	}, [wait]);

	const send = async (captcha?: string) => {
		setError('');
		try {
			const answer = await sendDeletionCode(captcha);
			setChallenge(null);
			setSent(true);
			setWait(answer.resend_in);
		} catch (failure) {
			// As for a login code: a shared address over its limit, or a server that always asks,
			// wants the captcha solved first; once solved, the code is sent again by itself.
			const asked = refusedCaptcha(failure);
			if (asked) {
				if (asked.message && captcha) setError(asked.message);
				setChallenge(asked.challenge);
				return;
			}
			setError(messageOf(failure));
		}
	};

	const confirm = async () => {
		setBusy(true);
		setError('');
		try {
			await deleteAccountRequest(code.trim());
		} catch (failure) {
			setError(messageOf(failure));
			setBusy(false);
			return;
		}
		await logout({ leavePage: true, home: pagePath(HOME_PATH, device) });
	};

	return (
		<ModalDialog
			className="uc-dialog uc-delete-dialog"
			role="alertdialog"
			aria-labelledby={`${base}-title`}
			aria-describedby={`${base}-effects`}
			onClose={onCancel}
		>
			<h2 id={`${base}-title`}>注销账号</h2>
			<div id={`${base}-effects`}>
				<p>注销后：</p>
				<ul>
					{EFFECTS.map((effect) => (
						<li key={effect}>{effect}</li>
					))}
				</ul>
			</div>
			<label className="uc-delete-code" htmlFor={`${base}-code`}>
				短信验证码（发送到本账号的手机号）
			</label>
			<div className="uc-delete-code-row">
				<input
					id={`${base}-code`}
					inputMode="numeric"
					autoComplete="one-time-code"
					maxLength={6}
					value={code}
					onChange={(event) => setCode(event.target.value)}
				/>
				<button
					type="button"
					className="uc-button uc-button-secondary"
					disabled={wait > 0}
					onClick={() => void send()}
				>
					{wait > 0 ? `${wait} 秒后重发` : sent ? '重新获取' : '获取验证码'}
				</button>
			</div>
			{challenge && (
				<CaptchaField challenge={challenge} onSolved={(payload) => void send(payload)} />
			)}
			<p className="uc-delete-error" role="alert">
				{error}
			</p>
			<div className="uc-dialog-actions">
				<button type="button" className="uc-button uc-button-secondary" onClick={onCancel}>
					再想想
				</button>
				<button
					type="button"
					className="uc-button uc-button-danger"
					disabled={busy || !/^\d{6}$/.test(code.trim())}
					onClick={() => void confirm()}
				>
					确认注销
				</button>
			</div>
		</ModalDialog>
	);
}
