import type { APIRoute } from 'astro';
import { getDb } from '../../server/db/instance';
import { answerIcsFile } from '../../server/services/browse/ics-loader';

/** `/ics/{id}.ics`: a public activity as an iCalendar file to add to a phone or desktop calendar. */
export const GET: APIRoute = async ({ params, url }) =>
	answerIcsFile(await getDb(), params.file ?? '', url);
