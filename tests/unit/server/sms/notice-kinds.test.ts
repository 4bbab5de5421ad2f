import { expect, test } from 'vitest';
import { changeNoticeDetail } from '../../../../src/server/jobs/change-notices';
import { fitParam } from '../../../../src/server/sms/notice-kinds';

test('a template variable keeps 35 characters at most, counted as characters, cut with …', () => {
	expect(fitParam('  短标题 ')).toBe('短标题');
	const long = `${'科'.repeat(34)}😀学`;
	expect(fitParam(long)).toBe(`${'科'.repeat(34)}…`);
	expect([...fitParam('a'.repeat(35))]).toHaveLength(35);
});

test("a change's SMS detail names new values and never carries a link", () => {
	expect(
		changeNoticeDetail([
			{ label: '时间', from: 'a', to: '2026-05-02 09:00 至 11:00' },
			{ label: '线上链接', from: '', to: 'https://live.example.cn/1' },
		]),
	).toBe('时间改为2026-05-02 09:00 至 11:00；线上链接已更新');
});
