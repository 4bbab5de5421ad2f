import { describe, expect, it } from 'vitest';
import { appendPreset, checkReason } from '../../../../src/islands/review-console/reject-reason';

describe('review reasons', () => {
	it('asks for a reason when none is given, in the words of the decision', () => {
		expect(checkReason('   ')).toBe('请填写驳回原因');
		expect(checkReason('', 'remove')).toBe('请填写移除原因');
	});

	it('accepts a reason within 200 characters', () => {
		expect(checkReason('活动时间有误')).toBeNull();
	});

	it('names the length rule of the shared schema', () => {
		expect(checkReason('字'.repeat(201))).toBe('驳回原因最多 200 个字');
		expect(checkReason('字'.repeat(201), 'remove')).toBe('移除原因最多 200 个字');
	});

	it('joins presets to the typed text once each', () => {
		expect(appendPreset('请补充地址', '活动信息不完整')).toBe('请补充地址；活动信息不完整');
		expect(appendPreset('请补充地址；活动信息不完整', '活动信息不完整')).toBe(
			'请补充地址；活动信息不完整',
		);
	});
});
