import { formatBusinessTime } from '../../../src/lib/beijing-time';

const DAY = 86_400_000;
let mobileCounter = 0;

/** A mobile number no other test in this process has used. */
export function uniqueMobile(): string {
	mobileCounter += 1;
	return `137${String(process.pid % 10_000).padStart(4, '0')}${String(mobileCounter).padStart(4, '0')}`;
}

/** A valid addActivity body (upcoming, offline, in 北京市东城区); overrides replace fields. */
export function activityBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
	const start = Date.now() + 3 * DAY;
	return {
		title: '航天科技科普讲座',
		summary: '从天宫空间站到嫦娥探月。',
		content: '<p>欢迎参加</p>',
		start_time: formatBusinessTime(start),
		end_time: formatBusinessTime(start + 2 * 3600_000),
		mode: 'offline',
		province_code: '110000',
		city_code: '110100',
		district_code: '110101',
		venue: '东城区科技馆',
		address: '东城区某路 1 号',
		organizer: '东城区科学技术协会',
		contact_name: '王老师',
		contact_phone: '010-61234567',
		audiences: [1, 3],
		...overrides,
	};
}
