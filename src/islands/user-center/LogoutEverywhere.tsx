import { useState } from 'react';
import { logoutEverywhereRequest } from '../../lib/api/account';
import type { Device } from '../../lib/device';
import { HOME_PATH, pagePath } from '../../lib/routes';
import { logout } from '../../lib/stores/account';
import ConfirmDialog from '../shared/ConfirmDialog';
import './logout-everywhere.css';

interface Props {
	device: Device;
}

/** 退出所有设备: ends every session of this account (a lost phone, a shared computer), then this one. */
export default function LogoutEverywhere({ device }: Props) {
	const [confirming, setConfirming] = useState(false);
	const [busy, setBusy] = useState(false);

	const confirm = async () => {
		setBusy(true);
		try {
			await logoutEverywhereRequest();
		} catch {
			setBusy(false);
			return;
		}
		await logout({ leavePage: true, home: pagePath(HOME_PATH, device) });
	};

	return (
		<section className="uc-devices" aria-label="登录设备">
			<p>在其他手机或电脑上登录过、担心账号被他人使用时，可一次退出所有设备上的登录。</p>
			<button type="button" className="uc-devices-button" onClick={() => setConfirming(true)}>
				退出所有设备
			</button>
			{confirming && (
				<ConfirmDialog
					title="退出所有设备"
					message="确定要退出所有设备上的登录吗？包括当前设备，之后需要重新登录。"
					confirmLabel="全部退出"
					busy={busy}
					look="uc"
					onConfirm={() => void confirm()}
					onCancel={() => setConfirming(false)}
				/>
			)}
		</section>
	);
}
