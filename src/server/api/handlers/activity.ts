import { z } from 'zod/mini';
import type { PublishCheck } from '../../../lib/api/activity-types';
import { activitySchemasFor } from '../../../lib/validation/activity';
import {
	activityListSchema,
	idSchema,
	pagingFields,
	releaseMaterialSchema,
	toggleSchema,
} from '../../../lib/validation/common';
import { integerOr, optionalIdField, optionalInteger } from '../../../lib/validation/fields';
import { publishAsSchema } from '../../../lib/validation/organisation';
import { actorOf } from '../../access/actor';
import { visitorKey } from '../../edge/visitor';
import { recordScreening } from '../../screening/hold';
import {
	ownHostsOf,
	refuseOwnApiLink,
	refuseOwnApiLinksInHtml,
} from '../../security/own-api-links';
import { copyActivity } from '../../services/activities/copy';
import { getActivityDetail } from '../../services/activities/detail';
import { listActivities, listSpecialActivities } from '../../services/activities/list';
import { addMaterials, listMaterials } from '../../services/activities/materials';
import { listParticipants, toggleMark } from '../../services/activities/participation';
import { getPublicActivityDetail } from '../../services/activities/public-detail';
import {
	assertPublishOpen,
	cancelActivity,
	createActivity,
	queueAfterEdit,
	updateActivity as updateOwnedActivity,
} from '../../services/activities/publish';
import { countActivityView } from '../../services/activities/view-count';
import { organisationMove } from '../../services/organisations/move';
import { organisationToPublishAs } from '../../services/organisations/publish-as';
import { listUserActivities } from '../../services/user-activities';
import { releaseUploads } from '../../storage/release-uploads';
import { uploadUrlsOf } from '../../storage/upload-urls';
import { type ApiContext, parseInput, requireSession } from '../context';
import { fail } from '../errors';
import { heldFields, reviewModeFor, screenActivityDraft, screenMaterialName } from '../screening';

export async function checkPublish(context: ApiContext): Promise<PublishCheck> {
	requireSession(context);
	assertPublishOpen(context.config.publishCutoff, context.now);
	return { allowed: true };
}

/** A reader who follows a link in an activity must never land on our own API (a logout, say). */
function refuseApiLinks(context: ApiContext, draft: { content: string; online_url: string }) {
	const hosts = ownHostsOf(context.config);
	refuseOwnApiLinksInHtml('活动详情', draft.content, hosts);
	refuseOwnApiLink('线上活动链接', draft.online_url, hosts);
}

export async function addActivity(context: ApiContext) {
	const session = requireSession(context);
	assertPublishOpen(context.config.publishCutoff, context.now);
	const draft = parseInput(activitySchemasFor(context.config.campaignWindow).add, context.input);
	const { organisation_id } = parseInput(publishAsSchema, context.input);
	refuseApiLinks(context, draft);
	const organisationOf = await organisationToPublishAs(context.db, {
		actor: actorOf(session),
		chosen: organisation_id,
	});
	const hits = await screenActivityDraft(context, draft);
	const saved = await createActivity(context.db, {
		ownerId: session.userId,
		organisationOf,
		draft,
		reviewMode: reviewModeFor(context, hits),
		now: context.now,
	});
	const target = { type: 'activity', id: saved.id, activityId: saved.id } as const;
	await recordScreening(context.db, target, session.userId, hits);
	await queueAfterEdit(context.deps.jobs, saved.id);
	return { ...saved, ...heldFields(hits) };
}

export async function updateActivity(context: ApiContext) {
	const session = requireSession(context);
	const schema = activitySchemasFor(context.config.campaignWindow).update;
	const { id, ...draft } = parseInput(schema, context.input);
	const { organisation_id } = parseInput(publishAsSchema, context.input);
	refuseApiLinks(context, draft);
	const move = await organisationMove(context.db, {
		actor: actorOf(session),
		activityId: id,
		chosen: organisation_id,
	});
	const shownBefore = await uploadUrlsOf(context.db, id);
	const hits = await screenActivityDraft(context, draft);
	const saved = await updateOwnedActivity(context.db, {
		id,
		actor: actorOf(session),
		draft,
		reviewMode: reviewModeFor(context, hits),
		now: context.now,
		jobs: context.deps.jobs,
		move,
	});
	await recordScreening(context.db, { type: 'activity', id, activityId: id }, session.userId, hits);
	// A replaced cover (or a picture taken out of the text) is deleted once nothing shows it.
	await releaseUploads(context.db, context.deps.storage, shownBefore);
	return { ...saved, ...heldFields(hits) };
}

export async function activityCancel(context: ApiContext) {
	const { id } = parseInput(idSchema, context.input);
	await cancelActivity(context.db, {
		id,
		actor: actorOf(requireSession(context)),
		now: context.now,
	});
	return null;
}

/** A holder's activity as a new publish form starts from it (复制活动); nothing is saved. */
export async function getActivityCopy(context: ApiContext) {
	const { id } = parseInput(idSchema, context.input);
	return copyActivity(context.db, id, actorOf(requireSession(context)));
}

export async function getActDetail(context: ApiContext) {
	const { id } = parseInput(idSchema, context.input);
	const viewer = actorOf(context.session);
	const detail = viewer
		? await getActivityDetail(context.db, id, viewer, context.now)
		: await getPublicActivityDetail(context.db, id, context.now);
	if (!detail) throw fail.notFound();
	const visitor = context.session
		? visitorKey({ userId: context.session.userId })
		: visitorKey({
				address: context.ip,
				userAgent: context.request.headers.get('user-agent') ?? '',
			});
	await countActivityView(context.db, { activityId: id, visitor, at: context.now });
	return detail;
}

export async function getActivityList(context: ApiContext) {
	return listActivities(context.db, parseInput(activityListSchema, context.input), context.now);
}

const specialSchema = z.object({
	lh_type: optionalInteger('联合行动类型', 1, 7),
	limit: integerOr('条数', 1, 50, 8),
});

export async function activitySpecialList(context: ApiContext) {
	const { lh_type, limit } = parseInput(specialSchema, context.input);
	return listSpecialActivities(context.db, { lhType: lh_type, limit }, context.now);
}

function toggleHandler(kind: 'collect' | 'thumb') {
	return async (context: ApiContext) => {
		const { id, state } = parseInput(toggleSchema, context.input);
		const userId = requireSession(context).userId;
		return toggleMark(context.db, kind, { activityId: id, userId, state, now: context.now });
	};
}

export const activityCollect = toggleHandler('collect');
export const activityThumb = toggleHandler('thumb');

const joinListSchema = z.object({
	id: optionalIdField('活动编号'),
	...pagingFields,
});

/** With `id`: the people who joined the caller's activity; without: the caller's joined activities. */
export async function activityJoinList(context: ApiContext) {
	const session = requireSession(context);
	const { id, page, pageSize } = parseInput(joinListSchema, context.input);
	if (id === undefined) {
		return listUserActivities(
			context.db,
			session.userId,
			{ tab: 'join', page, pageSize },
			context.now,
		);
	}
	return listParticipants(context.db, { activityId: id, actor: actorOf(session) });
}

export async function releaseMaterial(context: ApiContext) {
	const { id, materials } = parseInput(releaseMaterialSchema, context.input);
	const hosts = ownHostsOf(context.config);
	for (const material of materials) refuseOwnApiLink('资料地址', material.url, hosts);
	const session = requireSession(context);
	const hitsOf = await Promise.all(materials.map((item) => screenMaterialName(context, item.name)));
	// One held name holds the whole submission, so it is reviewed as it was sent.
	const rows = await addMaterials(context.db, {
		activityId: id,
		actor: actorOf(session),
		items: materials,
		reviewMode: reviewModeFor(context, hitsOf.flat()),
		now: context.now,
	});
	for (const [index, row] of rows.entries()) {
		const hits = hitsOf[index] ?? [];
		if (hits.length > 0) {
			await recordScreening(
				context.db,
				{ type: 'material', id: row.id, activityId: id },
				session.userId,
				hits,
			);
		}
	}
	return rows.map((row, index) => ({ ...row, ...heldFields(hitsOf[index] ?? []) }));
}

export async function getActivityMaterial(context: ApiContext) {
	const { id } = parseInput(idSchema, context.input);
	return listMaterials(context.db, id, actorOf(context.session));
}
