/** One field's match, as the review console shows it: the text around it and the matched part. */
export interface ScreeningHit {
	field: string;
	term: string;
	before: string;
	matched: string;
	after: string;
}

/** What the review queues add to an item screening held: empty for the others. */
export interface Screened {
	screening_hits: ScreeningHit[];
}

/** A screening term admins added in the console. */
interface ScreeningTerm {
	id: number;
	term: string;
	created_at: string;
}

/** The terms screen: the admins' terms and what the operators' file holds. */
export interface ScreeningTermList {
	terms: ScreeningTerm[];
	/** Terms read from CONTENT_BLOCKLIST, or null when it is not set. */
	file_terms: number | null;
}
