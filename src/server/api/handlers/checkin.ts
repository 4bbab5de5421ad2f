import { checkinSchema } from '../../../lib/validation/checkin';
import { idSchema } from '../../../lib/validation/common';
import { actorOf } from '../../access/actor';
import { checkInRegistration } from '../../services/checkin/check-in';
import { getCheckinInfo as loadCheckinInfo } from '../../services/checkin/checkin-info';
import { getCheckinKey } from '../../services/checkin/checkin-key';
import { type ApiContext, parseInput, requireSession } from '../context';

export async function getCheckinInfo(context: ApiContext) {
	const actor = actorOf(requireSession(context));
	const { id } = parseInput(idSchema, context.input);
	const key = await getCheckinKey(context.db, context.config);
	return loadCheckinInfo(context.db, key, { activityId: id, actor });
}

export async function activityCheckin(context: ApiContext) {
	const actor = actorOf(requireSession(context));
	const { id, payload, code } = parseInput(checkinSchema, context.input);
	const key = await getCheckinKey(context.db, context.config);
	return checkInRegistration(context.db, key, {
		activityId: id,
		proof: { payload, code },
		actor,
		now: context.now,
	});
}
