import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, isChanged, loadDraft, saveDraft } from './draft-storage';
import { EMPTY_FORM_VALUES, type PublishField, type PublishFormValues } from './form-values';
import { type FieldErrors, validatePublishForm } from './validate-form';

const DRAFT_SAVE_DELAY_MS = 300;

export interface FormBinding {
	values: PublishFormValues;
	errors: FieldErrors;
	setField: <K extends PublishField>(field: K, value: PublishFormValues[K]) => void;
}

/**
 * Form state with its draft in localStorage. Errors appear on the first submit and then follow
 * every change, so a fixed field loses its message at once.
 */
export function usePublishForm(activityId: number | null) {
	const [values, setValues] = useState<PublishFormValues>(EMPTY_FORM_VALUES);
	const [errors, setErrors] = useState<FieldErrors>({});
	const [showErrors, setShowErrors] = useState(false);
	const [restoredAt, setRestoredAt] = useState<number | null>(null);
	const ready = useRef(false);
	const initialValues = useRef<PublishFormValues>(EMPTY_FORM_VALUES);

	/**
	 * Starts the form from the saved draft, else from `initial` (an activity being edited); `fresh`
	 * (a copy) starts from `initial` and its changes replace the draft.
	 */
	const start = useCallback(
		(initial: PublishFormValues, fresh = false) => {
			initialValues.current = initial;
			const draft = fresh ? null : loadDraft(window.localStorage, activityId);
			setValues(draft ? draft.values : initial);
			setRestoredAt(draft ? draft.savedAt : null);
			ready.current = true;
		},
		[activityId],
	);

	useEffect(() => {
		if (!ready.current) return;
		const timer = setTimeout(() => {
			// An unchanged form keeps no draft, so opening an activity to edit leaves nothing behind.
			if (isChanged(values, initialValues.current)) {
				saveDraft(window.localStorage, activityId, values, Date.now());
			} else {
				clearDraft(window.localStorage, activityId);
			}
		}, DRAFT_SAVE_DELAY_MS);
		return () => clearTimeout(timer);
	}, [values, activityId]);

	useEffect(() => {
		if (showErrors) setErrors(validatePublishForm(values));
	}, [values, showErrors]);

	const setField = useCallback(<K extends PublishField>(field: K, value: PublishFormValues[K]) => {
		setValues((current) => ({ ...current, [field]: value }));
	}, []);

	/** Shows every message; answers the errors so the caller can focus the first. */
	const validate = useCallback((): FieldErrors => {
		const found = validatePublishForm(values);
		setShowErrors(true);
		setErrors(found);
		return found;
	}, [values]);

	const discardDraft = useCallback(() => {
		ready.current = false;
		clearDraft(window.localStorage, activityId);
	}, [activityId]);

	/** Throws the restored draft away and goes back to the empty form or the saved activity. */
	const dropDraft = useCallback(() => {
		clearDraft(window.localStorage, activityId);
		setValues(initialValues.current);
		setRestoredAt(null);
		setShowErrors(false);
		setErrors({});
	}, [activityId]);

	const binding: FormBinding = { values, errors, setField };
	return { binding, values, start, validate, discardDraft, dropDraft, restoredAt };
}
