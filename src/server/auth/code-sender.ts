import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

export type CodeSender = (mobile: string, code: string, at: Date) => Promise<void>;

/** LOGIN_CODE_SENDER: `console` logs the code; `file:<path>` appends `{"mobile","code","at"}` lines. */
export function createCodeSender(spec: string): CodeSender {
	if (spec.startsWith('file:')) {
		const path = spec.slice('file:'.length);
		return async (mobile, code, at) => {
			await mkdir(dirname(path), { recursive: true });
			await appendFile(path, `${JSON.stringify({ mobile, code, at: at.toISOString() })}\n`);
		};
	}
	if (spec !== 'console') throw new Error(`LOGIN_CODE_SENDER 无效 / invalid: ${spec}`);
	return async (mobile, code) => {
		console.log(`[login] 验证码 ${code} → ${mobile}（5 分钟内有效）`);
	};
}
