import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { UserInfo } from '../../lib/api/types';
import { $app } from '../../lib/stores/app';
import { $session } from '../../lib/stores/session';

interface Props {
	profile: Partial<UserInfo> | null;
	prefix: '' | '/mobile';
	adminUrl: string;
}

/** Who is signed in, with the way to publish while publishing is open. */
export default function ProfileCard({ profile, prefix, adminUrl }: Props) {
	const app = useStore($app);
	const stored = useStore($session);
	// Browser storage is read only after hydration, so the first render matches the server's.
	const [hydrated, setHydrated] = useState(false);
	useEffect(() => setHydrated(true), []);
	const session = hydrated ? stored : { username: '', mobile: '' };
	const isShowAddBtn = hydrated ? app.isShowAddBtn : true;
	// The stored session names the user until (or if never) getUserInfo answers.
	const name = profile?.show_name || session.username || '科普月用户';
	const isAdmin = profile?.roles?.includes('admin') ?? false;
	return (
		<section className="uc-profile" aria-label="个人信息">
			<div className="uc-avatar" aria-hidden="true">
				{profile?.avatar ? <img src={profile.avatar} alt="" /> : name.slice(0, 1)}
			</div>
			<div className="uc-profile-text">
				<h1 className="uc-name">{name}</h1>
				{(profile?.mobile || session.mobile) && (
					<p className="uc-mobile">手机号：{profile?.mobile || session.mobile}</p>
				)}
			</div>
			<div className="uc-profile-actions">
				{isShowAddBtn && (
					<a className="uc-button" href={`${prefix}/publish-activity`}>
						新增活动
					</a>
				)}
				{isAdmin && prefix === '' && (
					<a className="uc-button uc-button-secondary" href={adminUrl}>
						审核后台
					</a>
				)}
			</div>
		</section>
	);
}
