import { type Actor, actorOf } from '../access/actor';
import { type RegionFilter, regionFilterOf } from '../access/region-scope';
import { refuse } from '../domain-error';
import { type ApiContext, requireSession } from './context';

/** The signed-in admin and the region their lists cover; a role without its region acts nowhere. */
export function adminActor(context: ApiContext): { actor: Actor; filter: RegionFilter } {
	const actor = actorOf(requireSession(context));
	const filter = regionFilterOf(actor);
	if (!filter) throw refuse.outOfScope('您的管理员角色没有管辖地区，请联系上级管理员');
	return { actor, filter };
}
