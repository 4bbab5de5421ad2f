import { describe, expect, it } from 'vitest';
import { rowInput } from '../../../../../src/server/services/activity-import/row-input';

const ROW = {
	活动标题: '社区天文观测夜',
	活动详情: '19:00 集合\n<b>带上</b>望远镜',
	开始时间: '2026/12/5 9:05',
	结束时间: '2026-12-05 11:00',
	活动形式: '线上线下结合',
	省份: '广东省',
	城市: '广州市',
	区县: '天河区',
	面向人群: '青少年，老年人',
	联合行动: '高校科协',
	报名需填写: '姓名 单位',
	允许候补: '否',
};

describe('rowInput', () => {
	it('reads names as the codes and ids the publish schema takes', () => {
		const { input, problems } = rowInput(ROW);
		expect(problems).toEqual([]);
		expect(input).toMatchObject({
			mode: 'hybrid',
			province_code: '440000',
			city_code: '440100',
			district_code: '440106',
			audiences: [3, 5],
			lh_type: 2,
			registration_fields: ['name', 'organization'],
			waitlist_enabled: false,
			asks_age: undefined,
		});
	});

	it('pads a time typed loosely and escapes text that looks like markup', () => {
		const { input } = rowInput(ROW);
		expect(input.start_time).toBe('2026-12-05 09:05:00');
		expect(input.content).toBe('<p>19:00 集合</p><p>&lt;b&gt;带上&lt;/b&gt;望远镜</p>');
	});

	it("fills a municipality's one city when the city is left blank", () => {
		const { input } = rowInput({ ...ROW, 省份: '北京市', 城市: '', 区县: '海淀区' });
		expect(input).toMatchObject({ city_code: '110100', district_code: '110108' });
	});

	it('names the column of each value that is not allowed', () => {
		const { problems } = rowInput({
			...ROW,
			城市: '深圳',
			面向人群: '青少年、宇航员',
			联合行动: '某某联合行动',
			允许候补: 'Y',
		});
		expect(problems).toEqual([
			{ column: '城市', message: '「深圳」不是所填省份的城市' },
			{ column: '联合行动', message: '「某某联合行动」不是可选值' },
			{ column: '面向人群', message: '「宇航员」不是可选值' },
			{ column: '允许候补', message: '应填「是」或「否」' },
		]);
	});
});
