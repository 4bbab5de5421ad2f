import type { APIRoute } from 'astro';
import { answerIcsFile } from '../../server/services/browse/ics-loader';

/** `/ics/{id}.ics`: a public activity as an iCalendar file to add to a phone or desktop calendar. */
export const GET: APIRoute = async ({ params, locals }) =>
	answerIcsFile(
		await locals.runtime.db(),
		params.file ?? '',
		locals.runtime.config.publicOrigin,
		locals.runtime.config.reminderOffsets,
	);
