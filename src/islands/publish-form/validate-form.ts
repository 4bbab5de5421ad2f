import { getPublicConfig } from '../../lib/public-config';
import { activitySchemasFor } from '../../lib/validation/activity';
import { type CampaignWindow, campaignWindowOf } from '../../lib/validation/campaign-window';
import {
	EDUCATION_BASE_AFFILIATION,
	type PublishField,
	type PublishFormValues,
	toActivityInput,
} from './form-values';

export type FieldErrors = Partial<Record<PublishField, string>>;

/** An untouched date picker gives `''`, which the schema would call a format error. */
const EMPTY_MESSAGES: Partial<Record<PublishField, string>> = {
	start_time: '请填写开始时间',
	end_time: '请填写结束时间',
};

/** Schema paths that a form field other than its namesake shows. */
const FIELD_OF_PATH: Partial<Record<string, PublishField>> = {
	lh_type: 'affiliation',
	cover_focus: 'cover',
};

/**
 * Checks the form with the schema the API uses, so the form and the server answer the same
 * sentence; one message per field, the first the schema gives.
 */
export function validatePublishForm(
	values: PublishFormValues,
	window: CampaignWindow = campaignWindowOf(getPublicConfig().campaignWindow),
): FieldErrors {
	const errors: FieldErrors = {};
	const result = activitySchemasFor(window).add.safeParse(toActivityInput(values));
	if (!result.success) {
		for (const issue of result.error.issues) {
			const path = String(issue.path[0] ?? '');
			const field = FIELD_OF_PATH[path] ?? (path as PublishField);
			errors[field] ??= issue.message;
		}
	}
	for (const [field, message] of Object.entries(EMPTY_MESSAGES) as [PublishField, string][]) {
		if (values[field] === '') errors[field] = message;
	}
	if (values.affiliation === EDUCATION_BASE_AFFILIATION && values.education_base_id === '') {
		errors.education_base_id ??= '请选择科普教育基地';
	}
	return errors;
}

/** The fields in the order they appear, for focusing the first wrong one. */
const FIELD_ORDER: readonly PublishField[] = [
	'title',
	'cover',
	'summary',
	'content',
	'start_time',
	'end_time',
	'mode',
	'province_code',
	'city_code',
	'district_code',
	'venue',
	'address',
	'online_url',
	'organizer',
	'contact_name',
	'contact_phone',
	'audiences',
	'affiliation',
	'education_base_id',
	'capacity',
];

export function firstInvalidField(errors: FieldErrors): PublishField | undefined {
	return FIELD_ORDER.find((field) => errors[field] !== undefined);
}
