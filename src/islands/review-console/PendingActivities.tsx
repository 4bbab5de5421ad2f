import { useCallback, useEffect, useState } from 'react';
import { getReviewList } from '../../lib/api/admin';
import type { ReviewQueuePage } from '../../lib/api/admin-types';
import ConsoleSearch from './ConsoleSearch';
import PendingActivity from './PendingActivity';
import RegionCounts from './RegionCounts';

const PAGE_SIZE = 20;

/** The admin's queue oldest first, with counts by region; each activity approved, rejected or sent up. */
export default function PendingActivities() {
	const [queue, setQueue] = useState<ReviewQueuePage | null>(null);
	const [failed, setFailed] = useState(false);
	const [region, setRegion] = useState('');
	const [escalatedOnly, setEscalatedOnly] = useState(false);
	const [keyword, setKeyword] = useState('');

	const load = useCallback(() => {
		getReviewList({
			page: 1,
			pageSize: PAGE_SIZE,
			region_code: region,
			escalated: escalatedOnly ? 1 : 0,
			keyword,
		})
			.then((page) => {
				setQueue(page);
				setFailed(false);
			})
			.catch(() => setFailed(true));
	}, [region, escalatedOnly, keyword]);

	useEffect(load, [load]);

	const decided = (id: number) => {
		setQueue((current) =>
			current
				? {
						...current,
						items: current.items.filter((item) => item.id !== id),
						total: Math.max(0, current.total - 1),
					}
				: current,
		);
	};

	if (failed) return <p className="rc-empty">待审核列表加载失败。</p>;
	if (!queue) return <p className="rc-empty">正在加载…</p>;
	const { scope, items, total } = queue;
	const unit = scope.role === 'national_admin' ? '省份' : '城市';
	return (
		<>
			<p className="rc-scope" data-testid="rc-scope">
				{scope.role_name} · {scope.region_name}
				{scope.role === 'province_admin' && '：本省未设市级管理员的城市和下级上报的活动'}
				{scope.role === 'city_admin' && '：本市的活动'}
			</p>
			<RegionCounts regions={queue.regions} unit={unit} selected={region} onSelect={setRegion} />
			<ConsoleSearch
				label="搜索待审核活动"
				boxLabel="待审核活动搜索词"
				placeholder="活动标题、主办单位、发布者姓名或完整手机号"
				onSearch={setKeyword}
			/>
			<p className="rc-count">
				待审核 <strong>{total}</strong> 个活动
				<label className="rc-filter">
					<input
						type="checkbox"
						checked={escalatedOnly}
						onChange={(event) => setEscalatedOnly(event.target.checked)}
					/>
					只看上报
				</label>
				<button type="button" className="rc-link-button" onClick={load}>
					刷新
				</button>
			</p>
			{items.length === 0 && total === 0 && (
				<p className="rc-empty">
					{keyword ? `没有匹配「${keyword}」的待审核活动。` : '没有待审核的活动。'}
				</p>
			)}
			{items.length > 0 && (
				<ul className="rc-list">
					{items.map((activity) => (
						<PendingActivity
							key={activity.id}
							activity={activity}
							canEscalate={scope.role !== 'national_admin'}
							onDecided={decided}
						/>
					))}
				</ul>
			)}
			{items.length === 0 && total > 0 && (
				<button type="button" className="rc-link-button" onClick={load}>
					加载下一批
				</button>
			)}
		</>
	);
}
