import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { showToast } from '../../lib/feedback';
import { isNamePromptSnoozed, snoozeNamePrompt } from '../../lib/name-prompt-snooze';
import { LOGIN_PATH } from '../../lib/routes';
import { $nameNeeded } from '../../lib/stores/name-needed';
import { $session, storeUserInfo } from '../../lib/stores/session';

/** The form arrives only for the person it asks. */
const DisplayNameDialog = lazy(() => import('./DisplayNameDialog'));

/**
 * Asks a signed-in person who still has the sign-up default name (用户0002) to choose one, on any
 * page after their login. 以后再说 holds it back for a few days on this browser.
 */
export default function NamePrompt() {
	const needed = useStore($nameNeeded);
	const { uid } = useStore($session);
	const [open, setOpen] = useState(false);

	useEffect(() => {
		const onLoginPage = window.location.pathname === LOGIN_PATH;
		setOpen(needed && uid !== '' && !onLoginPage && !isNamePromptSnoozed(uid, Date.now()));
	}, [needed, uid]);

	if (!open) return null;
	return (
		<Suspense fallback={null}>
			<DisplayNameDialog
				purpose="first"
				current=""
				onSaved={(info) => {
					storeUserInfo(info);
					$nameNeeded.set(false);
					setOpen(false);
					showToast('success', '昵称已保存');
				}}
				onClose={() => {
					snoozeNamePrompt(uid, Date.now());
					setOpen(false);
				}}
			/>
		</Suspense>
	);
}
