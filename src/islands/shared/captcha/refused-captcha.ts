import { ApiError } from '../../../lib/api/errors';
import type { CaptchaChallenge } from '../../../lib/api/types';

/** sendCode's captcha refusals: 100100007 (solve this first) and 100100008 (solution refused). */
const CAPTCHA_CODES: readonly number[] = [100100007, 100100008];

/** The challenge a captcha refusal carries, and its message when a solution was refused. */
export function refusedCaptcha(
	error: unknown,
): { challenge: CaptchaChallenge; message: string | null } | null {
	if (!(error instanceof ApiError) || error.code === null || !CAPTCHA_CODES.includes(error.code)) {
		return null;
	}
	const data = error.data;
	const challenge = data && typeof data === 'object' && 'captcha' in data ? data.captcha : null;
	if (!challenge || typeof challenge !== 'object') return null;
	return {
		challenge: challenge as CaptchaChallenge,
		message: error.code === 100100008 ? error.message : null,
	};
}
