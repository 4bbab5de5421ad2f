import {
	lazy,
	Suspense,
	startTransition,
	useEffect,
	useOptimistic,
	useReducer,
	useState,
	useTransition,
} from 'react';
import { activityCollect, activityThumb, getActDetail } from '../../lib/api/activity';
import type { MyRegistration, RegistrationField } from '../../lib/api/activity-types';
import { takeJoinAfterLogin } from '../../lib/join-after-login';
import { afterNamePrompt } from '../../lib/name-prompt-due';
import { loginHref } from '../../lib/routes';
import { $session, EMPTY_SESSION, isLoggedIn } from '../../lib/stores/session';
import JoinArea from '../registration/JoinArea';
import { mainAction } from '../registration/join-area-state';
import { useClientValue } from '../shared/use-client-value';
import { createActionsState, reduceActions, type ToggleKind, toggledAhead } from './actions-state';
import { StarIcon, ThumbIcon } from './icons';
import { type ReportedMaterial, useMaterialReportButtons } from './use-material-report-buttons';
import './activity-actions.css';

const ReportDialog = lazy(() => import('./ReportDialog'));

interface Props {
	id: number;
	title: string;
	collectCount: number;
	thumbCount: number;
	/** As the page was rendered; the island asks again for the viewer's own once logged in. */
	registration: MyRegistration;
	registrationFields: RegistrationField[];
	/** Joiners say whether the participant is under 14. */
	asksAge: boolean;
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
	const { id, title, hasOnlinePart, registrationFields, asksAge } = props;
	const session = useClientValue($session, EMPTY_SESSION);
	const loggedIn = isLoggedIn(session);
	const [state, dispatch] = useReducer(reduceActions, props, createActionsState);
	const [shown, showToggled] = useOptimistic(state, toggledAhead);
	const [toggling, startToggle] = useTransition();
	/** What the 举报 dialog is open for: the activity, one of its materials, or nothing. */
	const [reporting, setReporting] = useState<'activity' | ReportedMaterial | null>(null);
	useMaterialReportButtons(setReporting);
	const [arrivalAction, setArrivalAction] = useState<'join' | 'waitlist' | null>(null);

	useEffect(() => {
		if (!loggedIn) return;
		getActDetail(id)
			.then((detail) => {
				dispatch({ type: 'synced', detail });
				if (!takeJoinAfterLogin(id)) return;
				// A new person is first asked for a name (NamePrompt): one dialog at a time.
				const action = mainAction(detail.registration);
				afterNamePrompt(() => setArrivalAction(action));
			})
			.catch(() => undefined);
	}, [id, loggedIn]);

	/** Shows the toggle at once; the server's answer replaces it, and a failure takes it back. */
	function toggle(kind: ToggleKind) {
		if (!loggedIn) {
			goToLogin();
			return;
		}
		startToggle(async () => {
			showToggled(kind);
			const call = kind === 'collect' ? activityCollect : activityThumb;
			const active = kind === 'collect' ? state.collected : state.thumbed;
			try {
				const result = await call({ id, state: active ? 0 : 1 });
				startTransition(() => dispatch({ type: 'toggled', kind, result }));
			} catch {
				// The client has shown why; the optimistic toggle goes with the transition.
			}
		});
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
				asksAge={asksAge}
				registration={state.registration}
				loggedIn={loggedIn}
				onLogin={goToLogin}
				onChange={(registration) => void registered(registration).catch(() => undefined)}
				arrivalAction={arrivalAction}
			/>
			<div className="activity-actions-row">
				<button
					type="button"
					className="activity-toggle"
					aria-pressed={shown.collected}
					disabled={toggling}
					onClick={() => toggle('collect')}
				>
					<StarIcon filled={shown.collected} />
					{shown.collected ? '已收藏' : '收藏'}
					<span className="activity-count" data-testid="collect-count">
						{shown.collectCount}
					</span>
				</button>
				<button
					type="button"
					className="activity-toggle"
					aria-pressed={shown.thumbed}
					disabled={toggling}
					onClick={() => toggle('thumb')}
				>
					<ThumbIcon filled={shown.thumbed} />
					{shown.thumbed ? '已点赞' : '点赞'}
					<span className="activity-count" data-testid="thumb-count">
						{shown.thumbCount}
					</span>
				</button>
				<button type="button" className="activity-report" onClick={() => setReporting('activity')}>
					举报
				</button>
			</div>
			{reporting && (
				<Suspense fallback={null}>
					<ReportDialog
						id={id}
						material={reporting === 'activity' ? null : reporting}
						loggedIn={loggedIn}
						onLogin={goToLogin}
						onClose={() => setReporting(null)}
					/>
				</Suspense>
			)}
			{state.contactPhone && (
				<p className="activity-online" data-testid="contact-phone">
					联系电话：<a href={`tel:${state.contactPhone}`}>{state.contactPhone}</a>
				</p>
			)}
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
