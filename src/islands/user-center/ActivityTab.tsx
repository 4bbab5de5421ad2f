import { useCallback, useEffect, useState } from 'react';
import type { StatusCounts } from '../../lib/api/activity-types';
import type { UserActivityItem, UserActivityTab } from '../../lib/api/user-types';
import type { Device } from '../../lib/device';
import { publishPage } from '../../lib/routes';
import JoinedCheckinButton from '../checkin/JoinedCheckinButton';
import PublishedCheckin from '../checkin/PublishedCheckin';
import ActivityItem from './ActivityItem';
import { STATUS_NAMES } from './activity-status';
import JoinedActions from './JoinedActions';
import PublishedActions from './PublishedActions';
import StatusFilter, { type StatusChoice } from './StatusFilter';
import { fetchUserActivities, PAGE_SIZE } from './user-activity-pages';
import WaitlistSection from './WaitlistSection';

interface Props {
	tab: UserActivityTab;
	device: Device;
	empty: string;
	/** After a cancel, so the counts follow. */
	onChanged: () => void;
}

/**
 * One list of the user centre with "more" paging; the published list carries the owner's actions
 * and a filter by review status, so a publisher with many activities finds the pending ones.
 */
export default function ActivityTab({ tab, device, empty, onChanged }: Props) {
	const [items, setItems] = useState<UserActivityItem[] | null>(null);
	const [page, setPage] = useState(1);
	const [total, setTotal] = useState(0);
	const [failed, setFailed] = useState(false);
	const [status, setStatus] = useState<StatusChoice>('all');
	const [counts, setCounts] = useState<StatusCounts | null>(null);
	const filtered = tab === 'publish';

	const load = useCallback(
		(wanted: number) => {
			setFailed(false);
			fetchUserActivities(tab, wanted, status)
				.then((result) => {
					setItems((current) =>
						wanted === 1 ? result.items : [...(current ?? []), ...result.items],
					);
					setTotal(result.total);
					setCounts(result.status_counts ?? null);
					setPage(wanted);
				})
				.catch(() => setFailed(true));
		},
		[tab, status],
	);

	useEffect(() => {
		setItems(null);
		load(1);
	}, [load]);

	const changed = () => {
		load(1);
		onChanged();
	};

	const filter = filtered
		? (counts?.all ?? 0) > 0 && <StatusFilter value={status} counts={counts} onChange={setStatus} />
		: tab === 'join' && <WaitlistSection device={device} onChanged={onChanged} />;
	if (failed && items === null) {
		return (
			<p className="uc-empty">
				加载失败。
				<button type="button" className="uc-link-button" onClick={() => load(1)}>
					重试
				</button>
			</p>
		);
	}
	if (items === null) {
		return (
			<>
				{filter}
				<p className="uc-empty">正在加载…</p>
			</>
		);
	}
	if (items.length === 0) {
		return (
			<>
				{filter}
				{status === 'all' ? (
					<p className="uc-empty">
						{empty}
						{tab === 'publish' && <a href={publishPage(device)}>去发布活动</a>}
					</p>
				) : (
					<p className="uc-empty">没有{STATUS_NAMES[status]}的活动。</p>
				)}
			</>
		);
	}
	return (
		<>
			{filter}
			<ul className="uc-list">
				{items.map((item) => (
					<ActivityItem key={item.id} item={item} device={device} showStatus={tab === 'publish'}>
						{tab === 'publish' && <PublishedCheckin item={item} device={device} />}
						{tab === 'publish' && (
							<PublishedActions item={item} device={device} onChanged={changed} />
						)}
						{tab === 'join' && (
							<>
								<JoinedActions item={item} onChanged={changed} />
								<JoinedCheckinButton activityId={item.id} />
							</>
						)}
					</ActivityItem>
				))}
			</ul>
			{items.length < total && (
				<button type="button" className="uc-more" onClick={() => load(page + 1)}>
					加载更多（还有 {total - items.length} 个，每次 {PAGE_SIZE} 个）
				</button>
			)}
		</>
	);
}
