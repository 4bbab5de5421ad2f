import { checkDisplayName } from '../../../lib/validation/display-name';
import { setDisplayName } from '../../services/profile/display-name';
import { getRegistrationDefaults } from '../../services/profile/registration-defaults';
import { toUserInfo } from '../../services/users';
import { type ApiContext, requireSession } from '../context';
import { fail } from '../errors';

/** Sets the caller's display name (`show_name`); answers the updated UserInfo. */
export async function updateUserInfo(context: ApiContext) {
	const session = requireSession(context);
	const checked = checkDisplayName(context.input.show_name);
	if ('error' in checked) throw fail.badInput(checked.error);
	const user = await setDisplayName(context.db, session.userId, checked.name, context.now);
	if (!user) throw fail.notLoggedIn();
	return toUserInfo(user);
}

/** What the caller's registration form starts with. */
export async function getRegistrationDefaultsHandler(context: ApiContext) {
	return getRegistrationDefaults(context.db, requireSession(context).userId);
}
