import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { showToast } from '../../lib/feedback';
import { clearNamePromptDue, isNamePromptDue } from '../../lib/name-prompt-due';
import { LOGIN_PATH } from '../../lib/routes';
import { $nameNeeded } from '../../lib/stores/name-needed';
import { $session, storeUserInfo } from '../../lib/stores/session';

/** The form arrives only for the person it asks. */
const DisplayNameDialog = lazy(() => import('./DisplayNameDialog'));

/**
 * Asks a person who has just logged in and still has the sign-up default name (用户0002) to choose
 * one, on the page the login leads to, in either layout.
 */
export default function NamePrompt() {
	const needed = useStore($nameNeeded);
	const { uid } = useStore($session);
	const [open, setOpen] = useState(false);

	useEffect(() => {
		const onLoginPage = window.location.pathname === LOGIN_PATH;
		setOpen(needed && uid !== '' && !onLoginPage && isNamePromptDue());
	}, [needed, uid]);

	const close = () => {
		clearNamePromptDue();
		setOpen(false);
	};

	if (!open) return null;
	return (
		<Suspense fallback={null}>
			<DisplayNameDialog
				purpose="first"
				current=""
				onSaved={(info) => {
					storeUserInfo(info);
					$nameNeeded.set(false);
					close();
					showToast('success', '昵称已保存');
				}}
				onClose={close}
			/>
		</Suspense>
	);
}
