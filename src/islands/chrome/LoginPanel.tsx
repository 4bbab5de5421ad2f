import { useEffect, useState } from 'react';
import { isHostApp } from '../../lib/host-app-agent';
import { MOBILE_USER_CENTER_PATH } from '../../lib/routes';
import { safeRedirect } from '../../lib/safe-redirect';
import { loginWithHostApp } from '../../lib/stores/account';
import LoginForm from './LoginForm';

interface Props {
	redirect: string;
	/**
	 * Where the host app goes when no redirect was asked for (/mobile/user-center; docs/client.md,
	 * "Startup").
	 */
	hostAppRedirect: string;
}

/** /login: the code form, or inside the host app an automatic login with the app's token. */
export default function LoginPanel({ redirect, hostAppRedirect }: Props) {
	const [hostStatus, setHostStatus] = useState<'idle' | 'working' | 'failed'>('idle');
	const [hostMessage, setHostMessage] = useState('');

	useEffect(() => {
		if (!isHostApp(navigator.userAgent)) return;
		setHostStatus('working');
		loginWithHostApp().then(
			() =>
				window.location.assign(
					safeRedirect(hostAppRedirect, MOBILE_USER_CENTER_PATH, window.location.origin),
				),
			(error: unknown) => {
				setHostStatus('failed');
				setHostMessage(error instanceof Error ? error.message : '调起App登录失败');
			},
		);
	}, [hostAppRedirect]);

	if (hostStatus === 'working') {
		return (
			<p className="login-status" role="status">
				正在通过App登录…
			</p>
		);
	}
	return (
		<>
			{hostStatus === 'failed' && (
				<p className="login-status login-status-error" role="alert">
					{hostMessage}
				</p>
			)}
			<LoginForm redirect={redirect} />
		</>
	);
}
