/** The largest value of an integer column: every id in the database lies in 1..DATABASE_ID_MAX. */
export const DATABASE_ID_MAX = 2_147_483_647;

/** Whether `value` can be a record's id: the one rule for ids in addresses, queries and bodies. */
export function isDatabaseId(value: number): boolean {
	return Number.isInteger(value) && value >= 1 && value <= DATABASE_ID_MAX;
}

/** An id as a link writes it; a link to an id no page accepts is a bug, so it throws. */
export function recordIdText(id: number): string {
	if (!isDatabaseId(id)) throw new RangeError(`not a record id: ${id}`);
	return String(id);
}
