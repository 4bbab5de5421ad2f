import { atom } from 'nanostores';

/** The signed-in person still has the sign-up default name (用户0002): `getUserInfo`'s `name_set` false. */
export const $nameNeeded = atom(false);
