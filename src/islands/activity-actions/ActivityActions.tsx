import { useEffect, useReducer } from 'react';
import { activityCollect, activityThumb, getActDetail } from '../../lib/api/activity';
import type { MyRegistration, RegistrationField } from '../../lib/api/activity-types';
import { loginHref } from '../../lib/routes';
import { $session, EMPTY_SESSION, isLoggedIn } from '../../lib/stores/session';
import JoinArea from '../registration/JoinArea';
import { useClientValue } from '../shared/use-client-value';
import { createActionsState, reduceActions, type ToggleKind } from './actions-state';
import { StarIcon, ThumbIcon } from './icons';
import './activity-actions.css';

interface Props {
	id: number;
	title: string;
	collectCount: number;
	thumbCount: number;
	/** As the page was rendered; the island asks again for the viewer's own once logged in. */
	registration: MyRegistration;
	registrationFields: RegistrationField[];
	/** The activity has an online part, whose link joined users get. */
	hasOnlinePart: boolean;
}

function currentPath(): string {
	return `${window.location.pathname}${window.location.search}`;
}

function goToLogin() {
	window.location.assign(loginHref(currentPath()));
}

/** The join area, 收藏 / 点赞 with live counts, and the online link once the viewer has joined. */
export default function ActivityActions(props: Props) {
	const { id, title, hasOnlinePart, registrationFields } = props;
	const session = useClientValue($session, EMPTY_SESSION);
	const loggedIn = isLoggedIn(session);
	const [state, dispatch] = useReducer(reduceActions, props, createActionsState);

	useEffect(() => {
		if (!loggedIn) return;
		getActDetail(id)
			.then((detail) => dispatch({ type: 'synced', detail }))
			.catch(() => undefined);
	}, [id, loggedIn]);

	async function toggle(kind: ToggleKind) {
		if (!loggedIn) {
			goToLogin();
			return;
		}
		dispatch({ type: 'started', kind });
		try {
			const call = kind === 'collect' ? activityCollect : activityThumb;
			const active = kind === 'collect' ? state.collected : state.thumbed;
			dispatch({ type: 'toggled', kind, result: await call({ id, state: active ? 0 : 1 }) });
		} catch {
			dispatch({ type: 'failed' });
		}
	}

	async function registered(registration: MyRegistration) {
		dispatch({ type: 'registered', registration });
		// The answer carries no online link; the detail does, now that the viewer holds a seat.
		if (hasOnlinePart && registration.state === 'joined') {
			dispatch({ type: 'synced', detail: await getActDetail(id) });
		}
	}

	return (
		<div className="activity-actions">
			<JoinArea
				id={id}
				title={title}
				fields={registrationFields}
				registration={state.registration}
				loggedIn={loggedIn}
				onLogin={goToLogin}
				onChange={(registration) => void registered(registration).catch(() => undefined)}
			/>
			<div className="activity-actions-row">
				<button
					type="button"
					className="activity-toggle"
					aria-pressed={state.collected}
					disabled={state.pending !== null}
					onClick={() => void toggle('collect')}
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
					onClick={() => void toggle('thumb')}
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
