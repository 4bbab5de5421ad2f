import { lazy, Suspense, useEffect, useState } from 'react';
import { getCheckinInfo } from '../../lib/api/checkin';
import type { CheckinInfo } from '../../lib/api/checkin-types';
import { parseBusinessTime } from '../../lib/beijing-time';
import type { Device } from '../../lib/device';
import { REGISTRATION_CHANGED_EVENT } from '../../lib/registration-events';
import { $session, EMPTY_SESSION, isLoggedIn } from '../../lib/stores/session';
import { useClientValue } from '../shared/use-client-value';

/** Drawn only for a joined viewer or the organiser: most visitors never load them. */
const CheckinPassCard = lazy(() => import('./CheckinPassCard'));
const OrganiserCheckinLink = lazy(() => import('./OrganiserCheckinLink'));

interface Props {
	id: number;
	device: Device;
}

/**
 * The detail page's check-in part, drawn in the browser only (the page's HTML is shared): the
 * joined viewer's pass, and for the organiser 已签到 N / 报名 M with the way to the check-in page
 * while its door's check-in has not closed (an online-only activity has none).
 */
export default function DetailCheckin({ id, device }: Props) {
	const session = useClientValue($session, EMPTY_SESSION);
	const loggedIn = isLoggedIn(session);
	const [info, setInfo] = useState<CheckinInfo | null>(null);

	useEffect(() => {
		if (!loggedIn) {
			setInfo(null);
			return;
		}
		const load = () =>
			getCheckinInfo(id)
				.then(setInfo)
				.catch(() => setInfo(null));
		void load();
		window.addEventListener(REGISTRATION_CHANGED_EVENT, load);
		return () => window.removeEventListener(REGISTRATION_CHANGED_EVENT, load);
	}, [id, loggedIn]);

	if (!info || (!info.pass && !info.stats)) return null;
	return (
		<div className="checkin-detail">
			<Suspense fallback={null}>
				{info.stats && (
					<OrganiserCheckinLink
						activityId={id}
						checkinCount={info.stats.checkin_count}
						joinCount={info.stats.join_count}
						device={device}
						showLink={
							info.stats.closes_at !== null && Date.now() < parseBusinessTime(info.stats.closes_at)
						}
					/>
				)}
				{info.pass && <CheckinPassCard pass={info.pass} />}
			</Suspense>
		</div>
	);
}
