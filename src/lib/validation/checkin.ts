import './zod-csp';
import { z } from 'zod/mini';
import { idField } from './fields';

const PAYLOAD_LABEL = '签到二维码（payload）';
const CODE_LABEL = '签到码（code）';

function proofText(label: string, max: number) {
	return z.optional(
		z
			.string({ error: `${label}必须是文本` })
			.check(
				z.trim(),
				z.minLength(1, { error: `${label}不能为空` }),
				z.maxLength(max, { error: `${label}最多 ${max} 个字符` }),
			),
	);
}

/** activityCheckin: the activity and a scanned QR payload or a typed short code (both: must agree). */
export const checkinSchema = z
	.object({
		id: idField('活动编号'),
		payload: proofText(PAYLOAD_LABEL, 200),
		code: proofText(CODE_LABEL, 20),
	})
	.check(
		z.refine((input) => input.payload !== undefined || input.code !== undefined, {
			error: `请提供${PAYLOAD_LABEL}或${CODE_LABEL}`,
		}),
	);
