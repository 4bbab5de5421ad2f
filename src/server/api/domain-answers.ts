import type { ApiCode } from '../../lib/api/types';
import type { DomainError, DomainReason } from '../domain-error';
import { ApiError, CODES } from './errors';

interface Answer {
	code: ApiCode;
	/** What the person reads when the domain gave no sentence of its own. */
	message: string;
	status?: number;
}

/** Each reason the domain refuses for, as the API answers it. */
const ANSWERS: Record<DomainReason, Answer> = {
	invalid: { code: CODES.badInput, message: '参数错误' },
	not_found: { code: CODES.notFound, message: '活动不存在' },
	forbidden: { code: CODES.forbidden, message: '无权操作' },
	out_of_scope: { code: CODES.outOfScope, message: '超出您的管理区域，无权操作' },
	rate_limited: { code: CODES.rateLimited, message: '操作过于频繁，请稍后再试', status: 429 },
	unsigned: { code: CODES.badSign, message: '请求签名错误' },
	stale_signature: { code: CODES.staleSign, message: '请求已过期，请校准设备时间后重试' },
	wrong_code: { code: CODES.wrongCode, message: '验证码错误' },
	code_expired: { code: CODES.codeExpired, message: '验证码已失效，请重新获取' },
	code_locked: { code: CODES.codeLocked, message: '验证码错误次数过多，请重新获取' },
	send_too_often: {
		code: CODES.sendTooOften,
		message: '验证码发送过于频繁，请稍后再试',
		status: 429,
	},
	sms_failed: { code: CODES.smsFailed, message: '短信发送失败，请稍后再试' },
	captcha_required: { code: CODES.captchaRequired, message: '请先完成人机验证' },
	captcha_refused: { code: CODES.captchaRefused, message: '人机验证未通过，请重新验证' },
	full: { code: CODES.activityFull, message: '名额已满' },
	closed: { code: CODES.notJoinable, message: '该活动当前不可报名' },
	not_editable: { code: CODES.notEditable, message: '当前状态不能修改' },
	bad_upload: { code: CODES.badUpload, message: '文件不符合要求' },
	publish_closed: { code: CODES.publishClosed, message: '活动填报已结束。' },
};

/** The envelope's refusal for a domain error: its code, status and message. */
export function toApiError(error: DomainError): ApiError {
	const answer = ANSWERS[error.reason];
	return new ApiError(answer.code, error.message || answer.message, answer.status, error.data);
}
