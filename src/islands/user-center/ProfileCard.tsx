import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { adminRoleOf } from '../../lib/admin-roles';
import type { UserInfo } from '../../lib/api/types';
import type { Device } from '../../lib/device';
import { showToast } from '../../lib/feedback';
import { publishPage } from '../../lib/routes';
import { $app } from '../../lib/stores/app';
import { $nameNeeded } from '../../lib/stores/name-needed';
import { $session, storeUserInfo } from '../../lib/stores/session';
import { useClientValue } from '../shared/use-client-value';
import './profile-name.css';

const DisplayNameDialog = lazy(() => import('../display-name/DisplayNameDialog'));

interface Props {
	profile: Partial<UserInfo> | null;
	device: Device;
	adminUrl: string;
}

/** Who is signed in and the name organisers see, with the way to publish while publishing is open. */
export default function ProfileCard({ profile, device, adminUrl }: Props) {
	const app = useStore($app);
	const stored = useStore($session);
	// Browser storage and what getUserInfo told are read only after hydration, so the first render
	// matches the server's (a notice drawn at once failed to hydrate: React error 418).
	const nameSet = !useClientValue($nameNeeded, false);
	const [hydrated, setHydrated] = useState(false);
	useEffect(() => setHydrated(true), []);
	const session = hydrated ? stored : { username: '', mobile: '' };
	const isShowAddBtn = hydrated ? app.isShowAddBtn : true;
	// The session holds the newest name: getUserInfo's, and then the one a name dialog saved.
	const name = session.username || profile?.show_name || '科普月用户';
	const isAdmin = adminRoleOf(profile?.roles ?? []) !== null;
	const [editing, setEditing] = useState(false);
	return (
		<section className="uc-profile" aria-label="个人信息">
			<div className="uc-avatar" aria-hidden="true">
				{profile?.avatar ? <img src={profile.avatar} alt="" /> : name.slice(0, 1)}
			</div>
			<div className="uc-profile-text">
				<div className="uc-name-row">
					<h1 className="uc-name">{name}</h1>
					{hydrated && (
						<button type="button" className="uc-name-edit" onClick={() => setEditing(true)}>
							{nameSet ? '修改昵称' : '设置昵称'}
						</button>
					)}
				</div>
				{!nameSet && (
					<p className="uc-name-notice" role="note">
						您还没有设置昵称，活动主办方在报名名单里看到的是“{name}”。
					</p>
				)}
				{(profile?.mobile || session.mobile) && (
					<p className="uc-mobile">手机号：{profile?.mobile || session.mobile}</p>
				)}
			</div>
			<div className="uc-profile-actions">
				{isShowAddBtn && (
					<a className="uc-button" href={publishPage(device)}>
						新增活动
					</a>
				)}
				{isAdmin && device === 'desktop' && (
					<a className="uc-button uc-button-secondary" href={adminUrl}>
						审核后台
					</a>
				)}
			</div>
			{editing && (
				<Suspense fallback={null}>
					<DisplayNameDialog
						purpose="edit"
						current={nameSet ? name : ''}
						onSaved={(info) => {
							storeUserInfo(info);
							$nameNeeded.set(false);
							setEditing(false);
							showToast('success', '昵称已保存');
						}}
						onClose={() => setEditing(false)}
					/>
				</Suspense>
			)}
		</section>
	);
}
