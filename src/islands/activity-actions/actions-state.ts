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
	/** The organiser's contact phone, given to joined users (and the owner) only. */
	contactPhone: string;
}

export type ActionsEvent =
	| { type: 'synced'; detail: ActivityDetail }
	| { type: 'registered'; registration: MyRegistration }
	| { type: 'toggled'; kind: ToggleKind; result: ToggleResult };

export function createActionsState(
	initial: Pick<ActionsState, 'collectCount' | 'thumbCount' | 'registration'>,
): ActionsState {
	return { collected: false, thumbed: false, onlineUrl: '', contactPhone: '', ...initial };
}

/** The actions' state; counts come from the server's answer (toggledAhead only foretells it). */
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
				contactPhone: event.detail.contact_phone,
			};
		case 'registered': {
			// The link and the phone are for joined people only: they go with the seat.
			const joined = event.registration.state === 'joined';
			return {
				...state,
				registration: event.registration,
				onlineUrl: joined ? state.onlineUrl : '',
				contactPhone: joined ? state.contactPhone : '',
			};
		}
		case 'toggled':
			return event.kind === 'collect'
				? { ...state, collected: event.result.active, collectCount: event.result.count }
				: { ...state, thumbed: event.result.active, thumbCount: event.result.count };
	}
}

/** What a toggle will show once the server has taken it: shown at once, until its answer. */
export function toggledAhead(state: ActionsState, kind: ToggleKind): ActionsState {
	if (kind === 'collect') {
		const collected = !state.collected;
		return { ...state, collected, collectCount: state.collectCount + (collected ? 1 : -1) };
	}
	const thumbed = !state.thumbed;
	return { ...state, thumbed, thumbCount: state.thumbCount + (thumbed ? 1 : -1) };
}
