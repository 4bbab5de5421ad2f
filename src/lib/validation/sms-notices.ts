import { z } from 'zod/mini';
import { preprocess } from './preprocess';

const SWITCH_VALUES = new Map<unknown, boolean>([
	[true, true],
	[1, true],
	['1', true],
	['true', true],
	[false, false],
	[0, false],
	['0', false],
	['false', false],
]);

/** The user centre's 短信通知 switch: true/false, 1/0 or their text forms; there is no default. */
export const smsNoticesSchema = z.object({
	enabled: preprocess(
		(value) => SWITCH_VALUES.get(value) ?? value,
		z.boolean({ error: '短信通知开关（enabled）应为 true 或 false' }),
	),
});
