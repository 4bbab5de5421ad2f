import { lazy, Suspense, useEffect, useState } from 'react';
import { activityJoin } from '../../lib/api/activity';
import type { MyRegistration, RegistrationField } from '../../lib/api/activity-types';
import { ApiError } from '../../lib/api/errors';
import { showToast } from '../../lib/feedback';
import { rememberJoinAfterLogin } from '../../lib/join-after-login';
import type { JoinBody } from './DetailsDialog';
import { type JoinAction, mainAction, mainLabel, seatsLine, statusLine } from './join-area-state';
import './registration.css';
import './join-bar-mobile.css';
import { REGISTRATION_CHANGED_EVENT } from '../../lib/registration-events';

/** The form and its validation arrive when someone asks to join an activity that asks for details. */
const DetailsDialog = lazy(() => import('./DetailsDialog'));
/** Asked only when a seat is given back or a place in the queue left. */
const ConfirmDialog = lazy(() => import('../shared/ConfirmDialog'));
/** The calls past the first join (waitlist, cancel, leave) load when one is made. */
const registrationCalls = () => import('../../lib/api/registration');
/** Only those who checked in (or volunteered) see it: loaded when there is a certificate. */
const CertificateDownloads = lazy(() => import('../certificates/CertificateDownloads'));

interface Props {
	id: number;
	title: string;
	/** What the activity asks joiners for; the dialog opens even for none, for the consent. */
	fields: readonly RegistrationField[];
	/** The activity asks whether the participant is under 14. */
	asksAge: boolean;
	registration: MyRegistration;
	loggedIn: boolean;
	/** Sends a visitor without a session to the login page. */
	onLogin: () => void;
	onChange: (registration: MyRegistration) => void;
	/** The form to open as the page arrives: the visitor's 立即报名 led through the login. */
	arrivalAction: 'join' | 'waitlist' | null;
}

type Open =
	| { kind: 'details'; action: 'join' | 'waitlist' }
	| { kind: 'confirm'; action: 'cancel' | 'leave' };

const CONFIRMS = {
	cancel: {
		title: '取消报名',
		message: (title: string) =>
			`确定取消报名「${title}」吗？名额会立即释放给其他人（有候补时由第一位候补递补），您填写的报名信息会一并删除。`,
		label: '确定取消报名',
		done: '已取消报名',
	},
	leave: {
		title: '退出候补',
		message: (title: string) => `确定退出「${title}」的候补吗？再次加入将排在队尾。`,
		label: '确定退出候补',
		done: '已退出候补',
	},
} as const;

/**
 * The join area of an activity: seats left, the viewer's state (joined, waitlisted at a position,
 * closed with the reason) and its actions, each confirmed or asking for the details the activity
 * wants. Self-contained: the page gives it the registration and is told of every change.
 */
export default function JoinArea(props: Props) {
	const { id, title, fields, asksAge, registration, loggedIn, onLogin, onChange, arrivalAction } =
		props;
	const [open, setOpen] = useState<Open | null>(null);
	const [pending, setPending] = useState<JoinAction | null>(null);
	const [serverError, setServerError] = useState('');

	useEffect(() => {
		if (arrivalAction) setOpen({ kind: 'details', action: arrivalAction });
	}, [arrivalAction]);

	async function run(action: JoinAction, details?: JoinBody) {
		setPending(action);
		setServerError('');
		const quiet = { toast: open?.kind !== 'details' };
		try {
			let next: MyRegistration;
			const body = { id, agree: 1 as const, ...details };
			if (action === 'join') next = (await activityJoin(body, quiet)).registration;
			else {
				const calls = await registrationCalls();
				if (action === 'waitlist') next = await calls.waitlistJoin(body, quiet);
				else if (action === 'cancel') next = await calls.cancelJoin(id);
				else next = await calls.waitlistLeave(id);
			}
			onChange(next);
			window.dispatchEvent(new Event(REGISTRATION_CHANGED_EVENT));
			setOpen(null);
			if (action === 'join' && next.state === 'joined') showToast('success', '报名成功');
			if (action === 'waitlist') {
				showToast(
					'success',
					next.state === 'joined'
						? '恰有空位，已直接报名成功'
						: `已加入候补，第 ${next.position} 位`,
				);
			}
			if (action === 'cancel' || action === 'leave') showToast('success', CONFIRMS[action].done);
		} catch (error) {
			if (open?.kind === 'details' && error instanceof ApiError) setServerError(error.message);
			// Seats or the time may have moved on since the page was drawn: show where things stand.
			if (error instanceof ApiError && error.kind === 'business') {
				registrationCalls()
					.then((calls) => calls.getRegistration(id))
					.then(onChange)
					.catch(() => undefined);
			}
		} finally {
			setPending(null);
		}
	}

	function start() {
		if (!loggedIn) {
			rememberJoinAfterLogin(id);
			onLogin();
			return;
		}
		const action = mainAction(registration);
		if (action === null) return;
		setOpen({ kind: 'details', action });
	}

	const action = mainAction(registration);
	const status = statusLine(registration);
	const confirm = open?.kind === 'confirm' ? CONFIRMS[open.action] : null;
	return (
		<div className="join-area" data-testid="join-area" data-state={registration.state}>
			<p className="activity-seats" data-testid="seats">
				活动名额：{seatsLine(registration)}
			</p>
			<div className="join-area-row">
				<button
					type="button"
					className={`activity-join join-main join-${registration.state}`}
					disabled={action === null || pending !== null}
					onClick={start}
				>
					{mainLabel(registration, pending)}
					<span className="activity-count" data-testid="join-count">
						{registration.join_count} 人已报名
					</span>
				</button>
				{registration.state === 'joined' && registration.can_cancel && (
					<button
						type="button"
						className="join-secondary"
						disabled={pending !== null}
						onClick={() => setOpen({ kind: 'confirm', action: 'cancel' })}
					>
						取消报名
					</button>
				)}
				{registration.state === 'waitlisted' && (
					<button
						type="button"
						className="join-secondary"
						disabled={pending !== null}
						onClick={() => setOpen({ kind: 'confirm', action: 'leave' })}
					>
						退出候补
					</button>
				)}
			</div>
			{status && (
				<p className="join-status" data-testid="join-status" role="status">
					{status}
				</p>
			)}
			{registration.details && registration.state === 'joined' && fields.length > 0 && (
				<p className="join-details" data-testid="join-details">
					报名信息：
					{[
						registration.details.name,
						registration.details.mobile,
						registration.details.organization,
					]
						.filter(Boolean)
						.join(' · ')}
				</p>
			)}
			{registration.certificates.length > 0 && (
				<Suspense fallback={null}>
					<CertificateDownloads activityId={id} offers={registration.certificates} />
				</Suspense>
			)}
			{open?.kind === 'details' && (
				<Suspense fallback={null}>
					<DetailsDialog
						title={open.action === 'join' ? '填写报名信息' : '填写候补信息'}
						fields={fields}
						asksAge={asksAge}
						serverError={serverError}
						busy={pending !== null}
						onSubmit={(values) => void run(open.action, values)}
						onClose={() => {
							setOpen(null);
							setServerError('');
						}}
					/>
				</Suspense>
			)}
			{open?.kind === 'confirm' && confirm && (
				<Suspense fallback={null}>
					<ConfirmDialog
						look="reg"
						title={confirm.title}
						message={confirm.message(title)}
						confirmLabel={confirm.label}
						busy={pending !== null}
						onConfirm={() => void run(open.action)}
						onCancel={() => setOpen(null)}
					/>
				</Suspense>
			)}
		</div>
	);
}
