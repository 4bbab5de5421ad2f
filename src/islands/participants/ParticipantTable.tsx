import type { ParticipantRecord, ParticipantTab } from '../../lib/api/participant-types';
import VolunteerHours from './VolunteerHours';

interface Props {
	tab: ParticipantTab;
	items: ParticipantRecord[];
	/** The position of the first row in the whole list. */
	firstPosition: number;
	device: 'desktop' | 'mobile';
	activityId: number;
	canMarkVolunteers: boolean;
}

function CheckinState({ item }: { item: ParticipantRecord }) {
	if (!item.checked_in_at) return <span className="pt-state">未签到</span>;
	return (
		<span className="pt-state pt-state-done">
			已签到 <time>{item.checked_in_at.slice(5, 16)}</time>
		</span>
	);
}

/** The list as a table on desktop and as cards on a phone; phone numbers arrive masked. */
export default function ParticipantTable(props: Props) {
	const { tab, items, firstPosition, device, activityId, canMarkVolunteers } = props;
	const positionLabel = tab === 'waitlist' ? '候补序号' : '序号';
	const volunteers = (item: ParticipantRecord) => (
		<VolunteerHours
			activityId={activityId}
			registrationId={item.id}
			name={item.name}
			hours={item.volunteer_hours}
			canMark={canMarkVolunteers}
		/>
	);
	if (device === 'mobile') {
		return (
			<ol className="pt-cards" start={firstPosition}>
				{items.map((item) => (
					<li key={item.id} className="pt-card">
						<div className="pt-card-head">
							<strong>{item.name}</strong>
							<span className="pt-mobile">{item.mobile}</span>
						</div>
						{item.organization && <p className="pt-org">{item.organization}</p>}
						{item.minor && <p className="pt-org">未满14周岁：{item.minor}</p>}
						<p className="pt-meta">
							<span>报名 {item.created_at.slice(5, 16)}</span>
							{tab !== 'waitlist' && <CheckinState item={item} />}
						</p>
						{tab !== 'waitlist' && <div className="pt-meta">{volunteers(item)}</div>}
					</li>
				))}
			</ol>
		);
	}
	return (
		<table className="pt-table">
			<thead>
				<tr>
					<th scope="col">{positionLabel}</th>
					<th scope="col">姓名</th>
					<th scope="col">手机号</th>
					<th scope="col">单位</th>
					<th scope="col">报名时间</th>
					{tab !== 'waitlist' && <th scope="col">签到</th>}
					{tab !== 'waitlist' && <th scope="col">志愿者</th>}
				</tr>
			</thead>
			<tbody>
				{items.map((item, index) => (
					<tr key={item.id}>
						<td>{firstPosition + index}</td>
						<td>
							{item.name}
							{item.promoted && <span className="pt-tag">候补转正</span>}
							{item.minor.startsWith('是') && (
								<span className="pt-tag">未满14周岁 · {item.minor.slice(2, -1)}</span>
							)}
						</td>
						<td className="pt-mobile">{item.mobile}</td>
						<td>{item.organization || '—'}</td>
						<td>{item.created_at}</td>
						{tab !== 'waitlist' && (
							<td>
								<CheckinState item={item} />
							</td>
						)}
						{tab !== 'waitlist' && <td>{volunteers(item)}</td>}
					</tr>
				))}
			</tbody>
		</table>
	);
}
