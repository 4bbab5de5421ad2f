import { describe, expect, it } from 'vitest';
import { toApiError } from '../../../../src/server/api/domain-answers';
import { CODES } from '../../../../src/server/api/errors';
import { DomainError, type DomainReason } from '../../../../src/server/domain-error';

const EXPECTED: [DomainReason, number, number][] = [
	['invalid', CODES.badInput, 200],
	['not_found', CODES.notFound, 200],
	['forbidden', CODES.forbidden, 200],
	['rate_limited', CODES.rateLimited, 429],
	['unsigned', CODES.badSign, 200],
	['stale_signature', CODES.staleSign, 200],
	['wrong_code', CODES.wrongCode, 200],
	['code_expired', CODES.codeExpired, 200],
	['code_locked', CODES.codeLocked, 200],
	['send_too_often', CODES.sendTooOften, 429],
	['sms_failed', CODES.smsFailed, 200],
	['captcha_required', CODES.captchaRequired, 200],
	['captcha_refused', CODES.captchaRefused, 200],
	['full', CODES.activityFull, 200],
	['closed', CODES.notJoinable, 200],
	['not_editable', CODES.notEditable, 200],
	['bad_upload', CODES.badUpload, 200],
	['publish_closed', CODES.publishClosed, 200],
];

describe('toApiError', () => {
	it.each(EXPECTED)('answers %s with code %i and HTTP %i', (reason, code, status) => {
		const answer = toApiError(new DomainError(reason, '人数上限不能少于已报名的 3 人'));
		expect([answer.code, answer.status]).toEqual([code, status]);
	});

	it('passes the domain sentence and figures through to the envelope', () => {
		const answer = toApiError(
			new DomainError('send_too_often', '请 45 秒后再试', { resend_in: 45 }),
		);
		expect([answer.message, answer.data]).toEqual(['请 45 秒后再试', { resend_in: 45 }]);
	});

	it('answers a refusal without a sentence with the general one in Chinese', () => {
		expect(toApiError(new DomainError('not_found')).message).toBe('活动不存在');
		expect(toApiError(new DomainError('forbidden')).message).toBe('无权操作');
		expect(toApiError(new DomainError('rate_limited')).data).toBeNull();
	});
});
