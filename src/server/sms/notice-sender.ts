import { appendFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ServerConfig } from '../config';
import { maskMobile } from '../services/users';
import { createAliyunSend } from './aliyun';
import { NOTICE_TEMPLATE_PARAMS, type SmsNoticeKind } from './notice-kinds';
import { createTencentSend } from './tencent';

interface SmsNotice {
	kind: SmsNoticeKind;
	params: Record<string, string>;
}

/** Delivers notices through the provider LOGIN_CODE_SENDER names (src/server/sms/). */
export interface NoticeSender {
	/** A kind without an approved template (SMS_TEMPLATE_…) cannot go through a provider. */
	canSend(kind: SmsNoticeKind): boolean;
	/** Sends, or throws (an SmsSendError when the provider refused): then nothing went out. */
	send(mobile: string, notice: SmsNotice, at: Date): Promise<void>;
}

type Settings = Pick<ServerConfig, 'loginCodeSender' | 'sms' | 'smsNotices'>;

/** `file:<dir>/x.jsonl` writes notices beside the codes, one `{"mobile","kind","params","at"}` a line. */
function noticeFileOf(codesFile: string): string {
	return join(dirname(codesFile), 'sms-notices.jsonl');
}

function buildNoticeSender(config: Settings): NoticeSender {
	const { templates } = config.smsNotices;
	const spec = config.loginCodeSender;
	if (spec.startsWith('file:')) {
		const path = noticeFileOf(spec.slice('file:'.length));
		return {
			canSend: () => true,
			async send(mobile, { kind, params }, at) {
				await mkdir(dirname(path), { recursive: true });
				await appendFile(
					path,
					`${JSON.stringify({ mobile, kind, params, at: at.toISOString() })}\n`,
				);
			},
		};
	}
	const withTemplate = (kind: SmsNoticeKind) => {
		const template = templates[kind];
		if (!template) throw new Error(`no template for ${kind}`);
		return template;
	};
	if (spec === 'aliyun' && config.sms.aliyun) {
		const send = createAliyunSend(config.sms.aliyun);
		return {
			canSend: (kind) => Boolean(templates[kind]),
			send: (mobile, { kind, params }) => send(mobile, withTemplate(kind), params),
		};
	}
	if (spec === 'tencent' && config.sms.tencent) {
		const send = createTencentSend(config.sms.tencent);
		return {
			canSend: (kind) => Boolean(templates[kind]),
			send: (mobile, { kind, params }) =>
				send(
					mobile,
					withTemplate(kind),
					NOTICE_TEMPLATE_PARAMS[kind].map((name) => params[name] ?? ''),
				),
		};
	}
	return {
		canSend: () => true,
		async send(mobile, { kind, params }) {
			console.log(`[sms] 通知 ${kind} → ${maskMobile(mobile)} ${JSON.stringify(params)}`);
		},
	};
}

const senders = new WeakMap<object, NoticeSender>();

/** One notice sender (and provider client) per configuration. */
export function createNoticeSender(config: Settings): NoticeSender {
	let sender = senders.get(config);
	if (!sender) {
		sender = buildNoticeSender(config);
		senders.set(config, sender);
	}
	return sender;
}
