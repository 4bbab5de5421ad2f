import { useState } from 'react';
import type { ParticipantTab } from '../../lib/api/participant-types';
import { detailPage, userCenterPage } from '../../lib/routes';
import Pager from '../shared/Pager';
import ExportButtons from './ExportButtons';
import ParticipantTable from './ParticipantTable';
import ParticipantTabs, { PARTICIPANT_PANEL_ID, participantTabId } from './ParticipantTabs';
import { PARTICIPANT_TAB_LIST } from './participant-tabs';
import SearchBox from './SearchBox';
import { type ListQuery, PAGE_SIZE, useParticipantPage } from './use-participant-page';
import ViewsChart from './ViewsChart';
import './participants.css';

interface Props {
	device: 'desktop' | 'mobile';
	activityId: number;
	title: string;
}

/** An activity's organiser page: its views, and its registrations, waitlist and check-ins. */
export default function ParticipantsConsole({ device, activityId, title }: Props) {
	const [query, setQuery] = useState<ListQuery>({ tab: 'joined', keyword: '', page: 1 });
	const { data, loading } = useParticipantPage(activityId, query);
	const empty = PARTICIPANT_TAB_LIST.find((tab) => tab.id === query.tab)?.empty ?? '';
	const selectTab = (tab: ParticipantTab) => setQuery((last) => ({ ...last, tab, page: 1 }));

	return (
		<div className={`participants participants-${device}`}>
			<header className="pt-header">
				<a className="pt-back" href={userCenterPage(device, 'publish')}>
					← 我发布的活动
				</a>
				<h1>报名名单</h1>
				<p className="pt-title">
					<a href={detailPage(activityId, device)}>{title}</a>
				</p>
			</header>
			<ViewsChart activityId={activityId} />
			<section className="pt-panel-wrap" aria-label="名单">
				<ParticipantTabs current={query.tab} counts={data?.counts ?? null} onSelect={selectTab} />
				<div
					className="pt-panel"
					role="tabpanel"
					id={PARTICIPANT_PANEL_ID}
					aria-labelledby={participantTabId(query.tab)}
					aria-busy={loading}
				>
					<div className="pt-toolbar">
						<SearchBox
							onSearch={(keyword) => setQuery((last) => ({ ...last, keyword, page: 1 }))}
						/>
						<ExportButtons activityId={activityId} tab={query.tab} keyword={query.keyword} />
					</div>
					{data && data.total > 0 && (
						<p className="pt-muted">
							{query.keyword ? `搜索「${query.keyword}」：` : ''}共 {data.total} 人
						</p>
					)}
					{data && data.items.length === 0 && !loading && (
						<p className="pt-empty">{query.keyword ? '没有找到符合条件的人' : empty}</p>
					)}
					{data && data.items.length > 0 && (
						<ParticipantTable
							tab={query.tab}
							items={data.items}
							firstPosition={(data.page - 1) * data.pageSize + 1}
							device={device}
							activityId={activityId}
							canMarkVolunteers={data.can_mark_volunteers}
						/>
					)}
					{data && (
						<Pager
							page={data.page}
							total={data.total}
							pageSize={PAGE_SIZE}
							onPage={(page) => setQuery((last) => ({ ...last, page }))}
							className="pt-pager"
							buttonClassName="pt-button pt-button-secondary"
						/>
					)}
				</div>
			</section>
		</div>
	);
}
