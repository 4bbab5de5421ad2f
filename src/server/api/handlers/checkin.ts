import { checkinSchema } from '../../../lib/validation/checkin';
import { idSchema } from '../../../lib/validation/common';
import { checkInRegistration } from '../../services/checkin/check-in';
import { getCheckinInfo as loadCheckinInfo } from '../../services/checkin/checkin-info';
import { getCheckinKey } from '../../services/checkin/checkin-key';
import { type ApiContext, parseInput, requireSession } from '../context';

function caller(context: ApiContext) {
	const session = requireSession(context);
	return { userId: session.userId, isAdmin: session.roles.includes('admin') };
}

export async function getCheckinInfo(context: ApiContext) {
	const who = caller(context);
	const { id } = parseInput(idSchema, context.input);
	const key = await getCheckinKey(context.db, context.config);
	return loadCheckinInfo(context.db, key, { activityId: id, ...who });
}

export async function activityCheckin(context: ApiContext) {
	const who = caller(context);
	const { id, payload, code } = parseInput(checkinSchema, context.input);
	const key = await getCheckinKey(context.db, context.config);
	return checkInRegistration(context.db, key, {
		activityId: id,
		proof: { payload, code },
		who,
		now: context.now,
	});
}
