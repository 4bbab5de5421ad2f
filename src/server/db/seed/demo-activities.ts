import { AUDIENCE_IDS } from '../../../lib/audiences';
import { DAY_MS, startOfBusinessDayAt } from '../../../lib/calendar-days';
import { LH_TYPES } from '../../../lib/joint-actions';
import { PROVINCES } from '../../../lib/provinces';
import { listCities } from '../../../lib/regions';
import { listDistricts } from '../../regions';
import type { activities } from '../schema';
import { FORMATS, ORGANIZER_SUFFIXES, TOPICS } from './demo-text';
import type { Random } from './random';

type ActivityInsert = typeof activities.$inferInsert;

const HOUR = 3600_000;

const DEMO_ACTIVITY_COUNT = 320;

function describeActivity(topic: (typeof TOPICS)[number], format: string, place: string): string {
	return [
		`<h3>活动介绍</h3><p>${place}围绕“${topic.name}”主题举办${format}，${topic.line}。活动由科技工作者、科普志愿者现场讲解，设置互动体验与问答环节。</p>`,
		'<h3>活动安排</h3><ul><li>主题讲解与案例分享</li><li>互动体验与动手实验</li><li>现场问答与科普资料发放</li></ul>',
		'<p>欢迎社会公众报名参加，请提前 15 分钟到场签到。</p>',
	].join('');
}

/** Start offsets in days from now: about a third past, a tenth running, the rest upcoming. */
function timesFor(random: Random, now: number): { startAt: Date; endAt: Date } {
	const roll = random.next();
	const startHour = random.pick([9, 10, 14, 15, 19]);
	const dayStart = startOfBusinessDayAt(now);
	if (roll < 0.1) {
		const startAt = new Date(dayStart - random.int(1, 10) * DAY_MS + startHour * HOUR);
		return { startAt, endAt: new Date(startAt.getTime() + random.int(12, 30) * DAY_MS) };
	}
	const offset = roll < 0.45 ? -random.int(1, 50) : random.int(0, 50);
	const startAt = new Date(dayStart + offset * DAY_MS + startHour * HOUR);
	const length = random.next() < 0.8 ? random.int(2, 3) * HOUR : random.int(1, 3) * DAY_MS;
	return { startAt, endAt: new Date(startAt.getTime() + length) };
}

/**
 * Demo activities across all 31 provinces (each at least ten), every joint action and the
 * education-base action, past, running and upcoming.
 */
export function buildDemoActivities(
	random: Random,
	input: { ownerIds: number[]; covers: string[]; baseIds: number[]; now: Date },
): ActivityInsert[] {
	return Array.from({ length: DEMO_ACTIVITY_COUNT }, (_, index) => {
		const province = PROVINCES[index % PROVINCES.length] ?? PROVINCES[0];
		if (!province) throw new Error('no provinces');
		const city = random.pick(listCities(province.code));
		const district = random.pick(listDistricts(city.code)) ?? { code: '', name: '' };
		const topic = random.pick(TOPICS);
		const format = random.pick(FORMATS);
		const mode = format === '线上直播课' ? 'online' : random.next() < 0.15 ? 'hybrid' : 'offline';
		const lane = index % 10;
		const place = city.name === province.name ? province.name : `${province.name}${city.name}`;
		return {
			ownerId: random.pick(input.ownerIds),
			title: `${city.name}${topic.name}${format}`,
			cover: input.covers[index % input.covers.length] ?? '',
			summary: `${topic.line}。`,
			contentHtml: describeActivity(topic, format, place),
			...timesFor(random, input.now.getTime()),
			mode,
			provinceCode: province.code,
			cityCode: city.code,
			districtCode: district.code,
			venue:
				mode === 'online'
					? ''
					: `${city.name}${random.pick(['科技馆', '青少年活动中心', '图书馆报告厅', '科普广场', '社区服务中心'])}`,
			address: mode === 'online' ? '' : `${district.name}${random.int(1, 300)}号`,
			onlineUrl: mode === 'offline' ? '' : 'https://live.example.cn/kepu',
			organizer: `${city.name}${random.pick(ORGANIZER_SUFFIXES)}`,
			contactName: random.pick(['王老师', '李老师', '赵老师', '孙老师']),
			contactPhone: `010-${random.int(60000000, 69999999)}`,
			audiences: random.sample(AUDIENCE_IDS, random.int(1, 3)).sort((a, b) => a - b),
			lhType:
				lane < 6 ? (LH_TYPES[(Math.floor(index / 10) + lane) % LH_TYPES.length] ?? null) : null,
			educationBaseId: lane === 6 || lane === 7 ? random.pick(input.baseIds) : null,
			isSpecial: index % 9 === 0,
			capacity: random.next() < 0.5 ? random.pick([30, 50, 100, 200]) : null,
			status: 'approved',
			contentApproved: true,
			createdAt: new Date(input.now.getTime() - random.int(60, 90) * DAY_MS),
		};
	});
}
