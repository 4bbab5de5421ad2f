import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../src/server/config';

describe('ICP_NUMBER and POLICE_RECORD_NUMBER', () => {
	it('are empty when unset or blank', () => {
		for (const env of [{}, { ICP_NUMBER: ' ', POLICE_RECORD_NUMBER: '' }]) {
			const config = readServerConfig(env);
			expect(config.icpNumber).toBe('');
			expect(config.policeRecord).toBeNull();
		}
	});

	it('keep the numbers as written and the record code as its digits', () => {
		const config = readServerConfig({
			ICP_NUMBER: ' 京ICP备05004957号-1 ',
			POLICE_RECORD_NUMBER: '京公网安备 11010802036088号',
		});
		expect(config.icpNumber).toBe('京ICP备05004957号-1');
		expect(config.policeRecord).toEqual({
			text: '京公网安备 11010802036088号',
			code: '11010802036088',
		});
	});

	it('refuse a 公安备案 without its digits, naming the variable', () => {
		expect(() => readServerConfig({ POLICE_RECORD_NUMBER: '京公网安备' })).toThrow(
			/POLICE_RECORD_NUMBER 应含备案编号的数字/,
		);
	});
});
