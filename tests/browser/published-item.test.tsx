import { describe, expect, it } from 'vitest';
import PublishedCheckin from '../../src/islands/checkin/PublishedCheckin';
import ActivityItem from '../../src/islands/user-center/ActivityItem';
import PublishedActions from '../../src/islands/user-center/PublishedActions';
import type { UserActivityItem } from '../../src/lib/api/user-types';
import { formatBusinessTime } from '../../src/lib/beijing-time';
import { render } from './render';

const HOUR = 60 * 60 * 1000;
const now = Date.now();

function item(overrides: Partial<UserActivityItem>): UserActivityItem {
	return {
		id: 7,
		title: '天文观测夜',
		cover: '',
		cover_focus: null,
		summary: '',
		start_time: formatBusinessTime(now + 24 * HOUR),
		end_time: formatBusinessTime(now + 26 * HOUR),
		mode: 'offline',
		province_code: '110000',
		province_name: '北京市',
		city_code: '110100',
		city_name: '北京市',
		district_code: '',
		district_name: '',
		venue: '北京天文馆',
		organizer: '北京天文馆',
		audiences: [1],
		lh_type: null,
		education_base_id: null,
		capacity: null,
		join_count: 5,
		collect_count: 0,
		thumb_count: 0,
		status: 'approved',
		phase: 'upcoming',
		reject_reason: '',
		checkin_count: 0,
		checkin_closes_after: 1440,
		...overrides,
	} as UserActivityItem;
}

/** One entry of 我发布的 as the user centre draws it. */
const renderEntry = (entry: UserActivityItem) =>
	render(
		<ul>
			<ActivityItem item={entry} device="desktop" showStatus>
				<PublishedCheckin item={entry} device="desktop" now={now} />
				<PublishedActions item={entry} device="desktop" onChanged={() => undefined} />
			</ActivityItem>
		</ul>,
	);

// Walk-through m19: every entry offered 签到 and 取消活动 whatever its state, and none said 已结束.
describe('我发布的 offers what the state of each activity allows', () => {
	it('an upcoming approved activity at a door: 未开始, 签到 and 取消活动', async () => {
		const screen = await renderEntry(item({}));
		await expect.element(screen.getByText('未开始')).toBeVisible();
		await expect.element(screen.getByRole('link', { name: '签到' })).toBeVisible();
		await expect.element(screen.getByRole('button', { name: '取消活动' })).toBeVisible();
	});

	it('an activity that ended days ago: 已结束 and its figures, no 签到 and no 取消活动', async () => {
		const screen = await renderEntry(
			item({
				start_time: formatBusinessTime(now - 72 * HOUR),
				end_time: formatBusinessTime(now - 70 * HOUR),
				phase: 'ended',
				checkin_count: 4,
			}),
		);
		await expect.element(screen.getByText('已结束')).toBeVisible();
		await expect
			.element(screen.getByTestId('checkin-summary'))
			.toHaveTextContent('已签到 4 / 报名 5');
		await expect.element(screen.getByRole('link', { name: '签到' })).not.toBeInTheDocument();
		await expect.element(screen.getByRole('button', { name: '取消活动' })).not.toBeInTheDocument();
	});

	it('an activity that ended an hour ago still takes late arrivals at the door', async () => {
		const screen = await renderEntry(
			item({
				start_time: formatBusinessTime(now - 3 * HOUR),
				end_time: formatBusinessTime(now - HOUR),
				phase: 'ended',
			}),
		);
		await expect.element(screen.getByRole('link', { name: '签到' })).toBeVisible();
	});

	it('a rejected activity with joiners and an online one have no 签到', async () => {
		const rejected = await renderEntry(item({ status: 'rejected', reject_reason: '信息不全' }));
		await expect.element(rejected.getByText('未通过')).toBeVisible();
		await expect.element(rejected.getByRole('link', { name: '签到' })).not.toBeInTheDocument();
		await rejected.unmount();
		const online = await renderEntry(item({ mode: 'online' }));
		await expect.element(online.getByRole('link', { name: '签到' })).not.toBeInTheDocument();
	});

	it('every activity, an ended and a cancelled one too, offers 复制 into a new publish form', async () => {
		for (const overrides of [{}, { phase: 'ended' as const }, { status: 'cancelled' as const }]) {
			const screen = await renderEntry(item(overrides));
			await expect
				.element(screen.getByRole('link', { name: '复制' }))
				.toHaveAttribute('href', '/publish-activity?copy=7');
			await screen.unmount();
		}
	});
});
