import { useEffect, useReducer } from 'react';
import { activityCollect, activityJoin, activityThumb, getActDetail } from '../../lib/api/activity';
import { loginHref } from '../../lib/routes';
import { $session, EMPTY_SESSION, isLoggedIn } from '../../lib/stores/session';
import { useClientValue } from '../shared/use-client-value';
import {
	type ActionKind,
	createActionsState,
	isFull,
	joinLabel,
	reduceActions,
	seatsText,
} from './actions-state';
import { StarIcon, ThumbIcon } from './icons';
import './activity-actions.css';

interface Props {
	id: number;
	joinCount: number;
	collectCount: number;
	thumbCount: number;
	capacity: number | null;
	/** Approved and not ended: joining is open. */
	joinable: boolean;
	/** The activity has an online part, whose link joined users get. */
	hasOnlinePart: boolean;
}

function currentPath(): string {
	return `${window.location.pathname}${window.location.search}`;
}

/** 报名 / 收藏 / 点赞 with live counts, and the online link once the viewer has joined. */
export default function ActivityActions(props: Props) {
	const { id, joinable, hasOnlinePart } = props;
	const session = useClientValue($session, EMPTY_SESSION);
	const loggedIn = isLoggedIn(session);
	const [state, dispatch] = useReducer(reduceActions, props, createActionsState);

	useEffect(() => {
		if (!loggedIn) return;
		getActDetail(id)
			.then((detail) => dispatch({ type: 'synced', detail }))
			.catch(() => undefined);
	}, [id, loggedIn]);

	async function act(kind: ActionKind) {
		if (!loggedIn) {
			window.location.assign(loginHref(currentPath()));
			return;
		}
		dispatch({ type: 'started', kind });
		try {
			if (kind === 'join') {
				dispatch({ type: 'joined', result: await activityJoin(id) });
				// The join answer carries no online link; the detail does, now that the viewer has joined.
				if (hasOnlinePart) dispatch({ type: 'synced', detail: await getActDetail(id) });
				return;
			}
			const call = kind === 'collect' ? activityCollect : activityThumb;
			const active = kind === 'collect' ? state.collected : state.thumbed;
			const result = await call({ id, state: active ? 0 : 1 });
			dispatch({ type: 'toggled', kind, result });
		} catch {
			dispatch({ type: 'failed' });
		}
	}

	const joinDisabled = state.joined || !joinable || isFull(state) || state.pending !== null;
	return (
		<div className="activity-actions">
			<p className="activity-seats" data-testid="seats">
				活动名额：{seatsText(state)}
			</p>
			<div className="activity-actions-row">
				<button
					type="button"
					className="activity-join"
					disabled={joinDisabled}
					onClick={() => void act('join')}
				>
					{joinLabel(state, joinable)}
					<span className="activity-count" data-testid="join-count">
						{state.joinCount} 人已报名
					</span>
				</button>
				<button
					type="button"
					className="activity-toggle"
					aria-pressed={state.collected}
					disabled={state.pending !== null}
					onClick={() => void act('collect')}
				>
					<StarIcon filled={state.collected} />
					{state.collected ? '已收藏' : '收藏'}
					<span className="activity-count" data-testid="collect-count">
						{state.collectCount}
					</span>
				</button>
				<button
					type="button"
					className="activity-toggle"
					aria-pressed={state.thumbed}
					disabled={state.pending !== null}
					onClick={() => void act('thumb')}
				>
					<ThumbIcon filled={state.thumbed} />
					{state.thumbed ? '已点赞' : '点赞'}
					<span className="activity-count" data-testid="thumb-count">
						{state.thumbCount}
					</span>
				</button>
			</div>
			{hasOnlinePart && (
				<p className="activity-online" data-testid="online-link">
					{state.onlineUrl ? (
						<>
							线上参与：
							<a href={state.onlineUrl} target="_blank" rel="noopener noreferrer">
								进入线上活动
							</a>
						</>
					) : (
						'报名成功后显示线上参与链接'
					)}
				</p>
			)}
		</div>
	);
}
