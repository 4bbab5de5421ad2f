import { useCallback, useEffect, useState } from 'react';
import ActivityItem from './ActivityItem';
import PublishedActions from './PublishedActions';
import {
	fetchUserActivities,
	PAGE_SIZE,
	type UserActivityItem,
	type UserActivityTab,
} from './user-center-requests';

interface Props {
	tab: UserActivityTab;
	prefix: '' | '/mobile';
	empty: string;
	/** After a cancel, so the counts follow. */
	onChanged: () => void;
}

/** One list of the user centre with "more" paging; the published list carries the owner's actions. */
export default function ActivityTab({ tab, prefix, empty, onChanged }: Props) {
	const [items, setItems] = useState<UserActivityItem[] | null>(null);
	const [page, setPage] = useState(1);
	const [total, setTotal] = useState(0);
	const [failed, setFailed] = useState(false);

	const load = useCallback(
		(wanted: number) => {
			setFailed(false);
			fetchUserActivities(tab, wanted)
				.then((result) => {
					setItems((current) =>
						wanted === 1 ? result.items : [...(current ?? []), ...result.items],
					);
					setTotal(result.total);
					setPage(wanted);
				})
				.catch(() => setFailed(true));
		},
		[tab],
	);

	useEffect(() => {
		setItems(null);
		load(1);
	}, [load]);

	const changed = () => {
		load(1);
		onChanged();
	};

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
	if (items === null) return <p className="uc-empty">正在加载…</p>;
	if (items.length === 0) {
		return (
			<p className="uc-empty">
				{empty}
				{tab === 'publish' && <a href={`${prefix}/publish-activity`}>去发布活动</a>}
			</p>
		);
	}
	return (
		<>
			<ul className="uc-list">
				{items.map((item) => (
					<ActivityItem key={item.id} item={item} prefix={prefix} showStatus={tab === 'publish'}>
						{tab === 'publish' && (
							<PublishedActions item={item} prefix={prefix} onChanged={changed} />
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
