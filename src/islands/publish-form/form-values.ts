import type { ActivityCopy } from '../../lib/api/activity-types';
import {
	DEFAULT_CLOSES_AFTER_MINUTES,
	DEFAULT_OPENS_BEFORE_MINUTES,
} from '../../lib/checkin-window';
import type { AddActivityInput } from '../../lib/validation/activity';
import type { ActivityMode } from '../../lib/validation/activity-modes';

/** What the publish form holds: text as typed, times as `<input type="datetime-local">` gives them. */
export interface PublishFormValues {
	title: string;
	cover: string;
	/** `"x% y%"` or `''` for the centre. */
	cover_focus: string;
	summary: string;
	content: string;
	/** `YYYY-MM-DDTHH:mm`, Beijing time. */
	start_time: string;
	end_time: string;
	mode: ActivityMode;
	province_code: string;
	city_code: string;
	district_code: string;
	venue: string;
	address: string;
	online_url: string;
	organizer: string;
	/** The organisation (单位) it is published as; '' lets the server use the person's own. */
	organisation_id: string;
	contact_name: string;
	contact_phone: string;
	audiences: number[];
	/** `''` none, an lh_type as text, or `base` for the education-base joint action. */
	affiliation: string;
	education_base_id: string;
	capacity: string;
	/** What joiners are asked for (报名信息). */
	ask_name: boolean;
	ask_mobile: boolean;
	ask_organization: boolean;
	/** Joiners say whether the participant is under 14 (a guardian then agrees). */
	asks_age: boolean;
	waitlist_enabled: boolean;
	late_changes: boolean;
	/** Minutes before the start that check-in at the door opens, and after the end that it closes. */
	checkin_opens_before: number;
	checkin_closes_after: number;
}

export type PublishField = keyof PublishFormValues;

export const EDUCATION_BASE_AFFILIATION = 'base';

export const EMPTY_FORM_VALUES: PublishFormValues = {
	title: '',
	cover: '',
	cover_focus: '',
	summary: '',
	content: '',
	start_time: '',
	end_time: '',
	mode: 'offline',
	province_code: '',
	city_code: '',
	district_code: '',
	venue: '',
	address: '',
	online_url: '',
	organizer: '',
	organisation_id: '',
	contact_name: '',
	contact_phone: '',
	audiences: [],
	affiliation: '',
	education_base_id: '',
	capacity: '',
	ask_name: false,
	ask_mobile: false,
	ask_organization: false,
	asks_age: false,
	waitlist_enabled: true,
	late_changes: false,
	checkin_opens_before: DEFAULT_OPENS_BEFORE_MINUTES,
	checkin_closes_after: DEFAULT_CLOSES_AFTER_MINUTES,
};

const ASKED = [
	['ask_name', 'name'],
	['ask_mobile', 'mobile'],
	['ask_organization', 'organization'],
] as const;

/** `YYYY-MM-DDTHH:mm` → `YYYY-MM-DD HH:mm:00`; anything else is passed on for the schema to name. */
export function toBusinessTime(local: string): string {
	return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local.replace('T', ' ')}:00` : local;
}

/** `YYYY-MM-DD HH:mm:ss` → `YYYY-MM-DDTHH:mm`. */
export function toLocalInput(business: string): string {
	const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(business);
	return match ? `${match[1]}T${match[2]}` : '';
}

/** The body of addActivity (and, with the id, of updateActivity). */
export function toActivityInput(
	values: PublishFormValues,
): AddActivityInput & { organisation_id?: string } {
	const isBase = values.affiliation === EDUCATION_BASE_AFFILIATION;
	return {
		title: values.title,
		cover: values.cover,
		cover_focus: values.cover === '' ? null : values.cover_focus,
		summary: values.summary,
		content: values.content,
		start_time: toBusinessTime(values.start_time),
		end_time: toBusinessTime(values.end_time),
		mode: values.mode,
		province_code: values.province_code,
		city_code: values.city_code,
		district_code: values.district_code,
		venue: values.mode === 'online' ? '' : values.venue,
		address: values.mode === 'online' ? '' : values.address,
		online_url: values.mode === 'offline' ? '' : values.online_url,
		organizer: values.organizer,
		...(values.organisation_id ? { organisation_id: values.organisation_id } : {}),
		contact_name: values.contact_name,
		contact_phone: values.contact_phone,
		audiences: values.audiences,
		lh_type: isBase || values.affiliation === '' ? undefined : values.affiliation,
		education_base_id: isBase ? values.education_base_id : undefined,
		capacity: values.capacity,
		registration_fields: ASKED.filter(([key]) => values[key]).map(([, field]) => field),
		waitlist_enabled: values.waitlist_enabled,
		asks_age: values.asks_age,
		late_changes: values.late_changes,
		checkin_opens_before: values.checkin_opens_before,
		checkin_closes_after: values.checkin_closes_after,
	};
}

/** What fills the form: an activity being edited, or a copy (复制活动), which has no times. */
type FormSource = Omit<ActivityCopy, 'copied_from'> & {
	start_time?: string;
	end_time?: string;
	/** The organisation of an activity being edited; a copy chooses afresh. */
	organisation?: { id: number } | null;
};

/** The form filled with an activity the owner is editing or copying. */
export function fromActivityDetail(detail: FormSource): PublishFormValues {
	const affiliation =
		detail.education_base_id !== null
			? EDUCATION_BASE_AFFILIATION
			: detail.lh_type === null
				? ''
				: String(detail.lh_type);
	return {
		title: detail.title,
		cover: detail.cover,
		cover_focus: detail.cover_focus ?? '',
		summary: detail.summary,
		content: detail.content,
		start_time: toLocalInput(detail.start_time ?? ''),
		end_time: toLocalInput(detail.end_time ?? ''),
		mode: detail.mode,
		province_code: detail.province_code,
		city_code: detail.city_code,
		district_code: detail.district_code,
		venue: detail.venue,
		address: detail.address,
		online_url: detail.online_url,
		organizer: detail.organizer,
		organisation_id: detail.organisation ? String(detail.organisation.id) : '',
		contact_name: detail.contact_name,
		contact_phone: detail.contact_phone,
		audiences: [...detail.audiences],
		affiliation,
		education_base_id: detail.education_base_id === null ? '' : String(detail.education_base_id),
		capacity: detail.capacity === null ? '' : String(detail.capacity),
		ask_name: detail.registration_fields.includes('name'),
		ask_mobile: detail.registration_fields.includes('mobile'),
		ask_organization: detail.registration_fields.includes('organization'),
		waitlist_enabled: detail.waitlist_enabled,
		asks_age: detail.asks_age,
		late_changes: detail.late_changes,
		checkin_opens_before: detail.checkin_opens_before,
		checkin_closes_after: detail.checkin_closes_after,
	};
}
