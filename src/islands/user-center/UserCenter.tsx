import { useCallback, useEffect, useState } from 'react';
import type { UserInfo } from '../../lib/api/types';
import { getUserActMsg, getUserInfo } from '../../lib/api/user';
import type { UserActivityStats } from '../../lib/api/user-types';
import { $nameNeeded } from '../../lib/stores/name-needed';
import { storeUserInfo } from '../../lib/stores/session';
import { storeUnreadCount } from '../../lib/stores/unread';
import ActivityTab from './ActivityTab';
import LogoutEverywhere from './LogoutEverywhere';
import MessagesTab from './MessagesTab';
import MyDataSection from './MyDataSection';
import OrganisationsTab from './OrganisationsTab';
import ProfileCard from './ProfileCard';
import SmsNoticeSwitch from './SmsNoticeSwitch';
import TabList, { panelId, tabId } from './TabList';
import { readTab, USER_CENTER_TABS, type UserCenterTab } from './user-center-tabs';
import './user-center.css';
import './user-center-mobile.css';

interface Props {
	device: 'desktop' | 'mobile';
	adminUrl: string;
}

/** The signed-in user's page: profile, their activities in tabs, and their messages. */
export default function UserCenter({ device, adminUrl }: Props) {
	const [profile, setProfile] = useState<Partial<UserInfo> | null>(null);
	const [stats, setStats] = useState<UserActivityStats | null>(null);
	const [tab, setTab] = useState<UserCenterTab>('publish');

	const loadStats = useCallback(() => {
		getUserActMsg()
			.then((loaded) => {
				setStats(loaded);
				storeUnreadCount(loaded.unread_count);
			})
			.catch(() => undefined);
	}, []);

	useEffect(() => {
		setTab(readTab(window.location.search));
		getUserInfo()
			.then((info) => {
				setProfile(info);
				storeUnreadCount(info.unread_count);
				storeUserInfo(info);
				$nameNeeded.set(info.name_set === false);
			})
			.catch(() => undefined);
		loadStats();
	}, [loadStats]);

	const select = (next: UserCenterTab) => {
		setTab(next);
		const url = new URL(window.location.href);
		url.searchParams.set('tab', next);
		window.history.replaceState(window.history.state, '', url);
	};

	const entry = USER_CENTER_TABS.find((item) => item.id === tab) ?? USER_CENTER_TABS[0];
	return (
		<div className={`user-center user-center-${device}`}>
			<ProfileCard profile={profile} device={device} adminUrl={adminUrl} />
			<SmsNoticeSwitch enabled={profile?.sms_notices} />
			<section className="uc-panel-wrap">
				<TabList current={tab} stats={stats} onSelect={select} />
				<div className="uc-panel" role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
					{tab === 'messages' ? (
						<MessagesTab device={device} onRead={loadStats} />
					) : tab === 'organisations' ? (
						<OrganisationsTab device={device} />
					) : (
						<ActivityTab
							key={tab}
							tab={tab}
							device={device}
							empty={entry?.empty ?? ''}
							onChanged={loadStats}
						/>
					)}
				</div>
			</section>
			<LogoutEverywhere device={device} />
			<MyDataSection device={device} />
		</div>
	);
}
