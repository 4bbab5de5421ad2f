import { EMPTY_FORM_VALUES, type PublishFormValues } from './form-values';

/** A form in progress, kept in the browser so that a reload loses nothing. */
export interface PublishDraft {
	values: PublishFormValues;
	savedAt: number;
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY_PREFIX = 'kpy-publish-draft:';

/** One draft for a new activity and one per activity being edited. */
export function draftKey(activityId: number | null): string {
	return `${KEY_PREFIX}${activityId ?? 'new'}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps only the known fields of the right type, so an old or tampered draft cannot break the form. */
function readValues(raw: unknown): PublishFormValues | null {
	if (!isRecord(raw)) return null;
	const values: PublishFormValues = { ...EMPTY_FORM_VALUES };
	const target = values as unknown as Record<string, unknown>;
	for (const [key, fallback] of Object.entries(EMPTY_FORM_VALUES)) {
		const value = raw[key];
		if (Array.isArray(fallback)) {
			if (Array.isArray(value)) target[key] = value.filter((item) => Number.isInteger(item));
		} else if (typeof value === typeof fallback) {
			target[key] = value;
		}
	}
	return values;
}

export function loadDraft(storage: DraftStorage, activityId: number | null): PublishDraft | null {
	let parsed: unknown;
	try {
		parsed = JSON.parse(storage.getItem(draftKey(activityId)) ?? 'null');
	} catch {
		return null;
	}
	if (!isRecord(parsed)) return null;
	const values = readValues(parsed.values);
	if (!values) return null;
	return { values, savedAt: typeof parsed.savedAt === 'number' ? parsed.savedAt : 0 };
}

/** Saves the draft; a full or blocked storage only loses the draft, never the form. */
export function saveDraft(
	storage: DraftStorage,
	activityId: number | null,
	values: PublishFormValues,
	now: number,
): void {
	try {
		storage.setItem(draftKey(activityId), JSON.stringify({ values, savedAt: now }));
	} catch {
		// Quota exceeded or storage disabled: the form keeps working without a draft.
	}
}

export function clearDraft(storage: DraftStorage, activityId: number | null): void {
	try {
		storage.removeItem(draftKey(activityId));
	} catch {
		// Nothing to clear when storage is unavailable.
	}
}

/** True when the values differ from where the form started (empty, or the saved activity). */
export function isChanged(values: PublishFormValues, initial: PublishFormValues): boolean {
	return JSON.stringify(values) !== JSON.stringify(initial);
}
