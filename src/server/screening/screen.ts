import type { ScreeningHit } from '../../lib/api/screening-types';
import type { TermMatcher } from './matcher';

/** A text someone wrote, with the name of its field as the owner's form shows it. */
export interface ScreenedField {
	label: string;
	text: string;
}

const CONTEXT_CHARS = 30;

/** Rich text as a reader sees it: tags out, the common entities decoded. */
export function visibleTextOf(html: string): string {
	return html
		.replace(/<[^>]*>/g, ' ')
		.replaceAll('&nbsp;', ' ')
		.replaceAll('&lt;', '<')
		.replaceAll('&gt;', '>')
		.replaceAll('&quot;', '"')
		.replaceAll('&#39;', "'")
		.replaceAll('&amp;', '&');
}

/** Every match in every field, with the text around it for the reviewer. */
export function screenFields(
	matcher: TermMatcher,
	fields: readonly ScreenedField[],
): ScreeningHit[] {
	return fields.flatMap(({ label, text }) =>
		matcher.find(text).map(({ term, start, end }) => ({
			field: label,
			term,
			before: text.slice(Math.max(0, start - CONTEXT_CHARS), start),
			matched: text.slice(start, end),
			after: text.slice(end, end + CONTEXT_CHARS),
		})),
	);
}

/** The fields that need review, each once, in form order: what the owner is told. */
export function fieldsOf(hits: readonly ScreeningHit[]): string[] {
	return [...new Set(hits.map((hit) => hit.field))];
}
