import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ServerConfig } from '../config';
import { createAliyunSender } from '../sms/aliyun';
import { createTencentSender } from '../sms/tencent';

/** Delivers a code, or throws (an SmsSendError when the provider refused): then nothing went out. */
export type CodeSender = (mobile: string, code: string, at: Date) => Promise<void>;

/**
 * LOGIN_CODE_SENDER: `console` logs the code; `file:<path>` appends `{"mobile","code","at"}` lines;
 * `aliyun` and `tencent` send an SMS through the provider (src/server/sms/).
 */
function buildCodeSender(config: Pick<ServerConfig, 'loginCodeSender' | 'sms'>): CodeSender {
	const spec = config.loginCodeSender;
	if (spec.startsWith('file:')) {
		const path = spec.slice('file:'.length);
		return async (mobile, code, at) => {
			await mkdir(dirname(path), { recursive: true });
			await appendFile(path, `${JSON.stringify({ mobile, code, at: at.toISOString() })}\n`);
		};
	}
	if (spec === 'aliyun' && config.sms.aliyun) return createAliyunSender(config.sms.aliyun);
	if (spec === 'tencent' && config.sms.tencent) return createTencentSender(config.sms.tencent);
	if (spec !== 'console') throw new Error(`LOGIN_CODE_SENDER 无效 / invalid: ${spec}`);
	return async (mobile, code) => {
		console.log(`[login] 验证码 ${code} → ${mobile}（5 分钟内有效）`);
	};
}

const senders = new WeakMap<object, CodeSender>();

/** One sender (and provider client) per configuration. */
export function createCodeSender(
	config: Pick<ServerConfig, 'loginCodeSender' | 'sms'>,
): CodeSender {
	let sender = senders.get(config);
	if (!sender) {
		sender = buildCodeSender(config);
		senders.set(config, sender);
	}
	return sender;
}
