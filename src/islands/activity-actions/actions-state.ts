import type { ActivityDetail, MyRegistration, ToggleResult } from '../../lib/api/activity-types';

export type ToggleKind = 'collect' | 'thumb';

export interface ActionsState {
	collected: boolean;
	thumbed: boolean;
	collectCount: number;
	thumbCount: number;
	/** The viewer's registration: seats, queue and what they may do (the join area shows it). */
	registration: MyRegistration;
	/** Given by the server to joined users (and the owner) only. */
	onlineUrl: string;
	pending: ToggleKind | null;
}

export type ActionsEvent =
	| { type: 'synced'; detail: ActivityDetail }
	| { type: 'registered'; registration: MyRegistration }
	| { type: 'started'; kind: ToggleKind }
	| { type: 'toggled'; kind: ToggleKind; result: ToggleResult }
	| { type: 'failed' };

export function createActionsState(
	initial: Pick<ActionsState, 'collectCount' | 'thumbCount' | 'registration'>,
): ActionsState {
	return { collected: false, thumbed: false, onlineUrl: '', pending: null, ...initial };
}

/** The actions' state; counts always come from the server's answer. */
export function reduceActions(state: ActionsState, event: ActionsEvent): ActionsState {
	switch (event.type) {
		case 'synced':
			return {
				...state,
				collected: event.detail.is_collected,
				thumbed: event.detail.is_thumbed,
				collectCount: event.detail.collect_count,
				thumbCount: event.detail.thumb_count,
				registration: event.detail.registration,
				onlineUrl: event.detail.online_url,
			};
		case 'registered':
			return {
				...state,
				registration: event.registration,
				// The link is for joined people only: it goes with the seat.
				onlineUrl: event.registration.state === 'joined' ? state.onlineUrl : '',
			};
		case 'started':
			return { ...state, pending: event.kind };
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
