import type { KeyboardEvent } from 'react';
import type { UserActivityStats } from '../../lib/api/user-types';
import { tabAfterKey, USER_CENTER_TABS, type UserCenterTab } from './user-center-tabs';

interface Props {
	current: UserCenterTab;
	stats: UserActivityStats | null;
	onSelect: (tab: UserCenterTab) => void;
}

export const tabId = (tab: UserCenterTab) => `uc-tab-${tab}`;
export const panelId = (tab: UserCenterTab) => `uc-panel-${tab}`;

/** The ARIA tabs pattern: one tab stop, arrows move between tabs. */
export default function TabList({ current, stats, onSelect }: Props) {
	const move = (event: KeyboardEvent) => {
		const next = tabAfterKey(current, event.key);
		if (!next) return;
		event.preventDefault();
		onSelect(next);
		document.getElementById(tabId(next))?.focus();
	};
	return (
		<div className="uc-tabs" role="tablist" aria-label="我的活动" onKeyDown={move}>
			{USER_CENTER_TABS.map((tab) => {
				const count = stats ? tab.count(stats) : 0;
				const selected = tab.id === current;
				return (
					<button
						key={tab.id}
						id={tabId(tab.id)}
						type="button"
						role="tab"
						aria-selected={selected}
						aria-controls={panelId(tab.id)}
						tabIndex={selected ? 0 : -1}
						className="uc-tab"
						onClick={() => onSelect(tab.id)}
					>
						{tab.label}
						{count > 0 && (
							<span className={tab.id === 'messages' ? 'uc-badge uc-badge-unread' : 'uc-badge'}>
								{count}
								{tab.id === 'messages' && <span className="visually-hidden">条未读</span>}
							</span>
						)}
					</button>
				);
			})}
		</div>
	);
}
