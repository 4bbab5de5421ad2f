import { useState } from 'react';
import { ApiError, PUBLISH_CLOSED_CODE } from '../../lib/api/errors';
import { showAlert } from '../../lib/feedback';
import { loginHref } from '../../lib/routes';
import { $app } from '../../lib/stores/app';
import { $isLoggedIn } from '../../lib/stores/session';
import { useClientValue } from '../shared/use-client-value';

const PUBLISH_CLOSED_TITLE = '提示';
const PUBLISH_CLOSED_MESSAGE = '活动填报已结束。';

interface Props {
	publishPath: string;
	/** Whether the server, by its clock, rendered the button (before PUBLISH_CUTOFF). */
	shownOnServer: boolean;
	className?: string;
}

/**
 * 我要发布 (docs/campaign-rules.md, "Publishing"): shown before the cutoff; checks permission first.
 */
export default function PublishButton({ publishPath, shownOnServer, className }: Props) {
	const { isShowAddBtn } = useClientValue($app, { ...$app.get(), isShowAddBtn: shownOnServer });
	const loggedIn = useClientValue($isLoggedIn, false);
	const [busy, setBusy] = useState(false);
	if (!isShowAddBtn) return null;

	const publish = async () => {
		if (!loggedIn) {
			window.location.assign(loginHref(publishPath));
			return;
		}
		setBusy(true);
		try {
			const { checkPublish } = await import('../../lib/api/activity');
			await checkPublish();
			window.location.assign(publishPath);
		} catch (error) {
			if (error instanceof ApiError && error.code === PUBLISH_CLOSED_CODE) {
				await showAlert(PUBLISH_CLOSED_TITLE, PUBLISH_CLOSED_MESSAGE);
			} else if (error instanceof ApiError && error.kind === 'not-logged-in') {
				window.location.assign(loginHref(publishPath));
			}
		} finally {
			setBusy(false);
		}
	};

	return (
		<button
			type="button"
			className={className ?? 'publish-button'}
			onClick={publish}
			aria-busy={busy}
		>
			我要发布
		</button>
	);
}
