import type { ActivityDetail, JoinResult, ToggleResult } from '../../lib/api/activity-types';
import { describeSeats } from '../../lib/format/activity-labels';

export type ActionKind = 'join' | 'collect' | 'thumb';

export interface ActionsState {
	joined: boolean;
	collected: boolean;
	thumbed: boolean;
	joinCount: number;
	collectCount: number;
	thumbCount: number;
	capacity: number | null;
	/** Given by the server to joined users (and the owner) only. */
	onlineUrl: string;
	pending: ActionKind | null;
}

export type ActionsEvent =
	| { type: 'synced'; detail: ActivityDetail }
	| { type: 'started'; kind: ActionKind }
	| { type: 'joined'; result: JoinResult }
	| { type: 'toggled'; kind: 'collect' | 'thumb'; result: ToggleResult }
	| { type: 'failed' };

export function createActionsState(
	counts: Pick<ActionsState, 'joinCount' | 'collectCount' | 'thumbCount' | 'capacity'>,
): ActionsState {
	return {
		joined: false,
		collected: false,
		thumbed: false,
		onlineUrl: '',
		pending: null,
		...counts,
	};
}

/** The join, collect and thumb buttons' state; counts always come from the server's answer. */
export function reduceActions(state: ActionsState, event: ActionsEvent): ActionsState {
	switch (event.type) {
		case 'synced':
			return {
				...state,
				joined: event.detail.is_joined,
				collected: event.detail.is_collected,
				thumbed: event.detail.is_thumbed,
				joinCount: event.detail.join_count,
				collectCount: event.detail.collect_count,
				thumbCount: event.detail.thumb_count,
				capacity: event.detail.capacity,
				onlineUrl: event.detail.online_url,
			};
		case 'started':
			return { ...state, pending: event.kind };
		case 'joined':
			return {
				...state,
				pending: null,
				joined: event.result.joined,
				joinCount: event.result.join_count,
				capacity: event.result.capacity,
			};
		case 'toggled':
			return event.kind === 'collect'
				? {
						...state,
						pending: null,
						collected: event.result.active,
						collectCount: event.result.count,
					}
				: { ...state, pending: null, thumbed: event.result.active, thumbCount: event.result.count };
		case 'failed':
			return { ...state, pending: null };
	}
}

/** True when every seat is taken and the viewer has none of them. */
export function isFull(state: ActionsState): boolean {
	return (
		!state.joined &&
		state.capacity !== null &&
		state.capacity > 0 &&
		state.joinCount >= state.capacity
	);
}

/** The seats line, from the same counts as the join button, so the two never disagree. */
export function seatsText(state: ActionsState): string {
	return describeSeats(state.capacity, state.joinCount);
}

/** The join button's label for the activity's phase and the viewer's state. */
export function joinLabel(state: ActionsState, joinable: boolean): string {
	if (state.joined) return '已报名';
	if (!joinable) return '报名已截止';
	if (isFull(state)) return '名额已满';
	return state.pending === 'join' ? '报名中…' : '立即报名';
}
