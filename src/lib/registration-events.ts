/** Fired on `window` after the viewer joins, cancels or is seated, so the check-in pass follows. */
export const REGISTRATION_CHANGED_EVENT = 'kpy:registration-changed';
