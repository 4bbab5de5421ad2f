/** 记忆播放 (docs/player.md, "Resume"): where each video was left, kept in the browser. */
export const RESUME_STORAGE_KEY = 'kpy-player-resume';
/** A place this early is not worth offering. */
const RESUME_MIN_SECONDS = 2;
/** Within the last 5 % the video counts as watched: nothing to resume. */
const RESUME_END_FRACTION = 0.95;
/** The most videos remembered; the least recently watched are dropped first. */
export const RESUME_MAX_ENTRIES = 50;

interface ResumeEntry {
	/** Seconds into the video. */
	t: number;
	/** Its length. */
	d: number;
	/** When it was saved (ms since the epoch), for dropping the oldest. */
	at: number;
}

type ResumeBook = Record<string, ResumeEntry>;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function readBook(storage: KeyValueStore): ResumeBook {
	try {
		const book: unknown = JSON.parse(storage.getItem(RESUME_STORAGE_KEY) ?? '{}');
		return book !== null && typeof book === 'object' ? (book as ResumeBook) : {};
	} catch {
		return {};
	}
}

function writeBook(storage: KeyValueStore, book: ResumeBook) {
	const kept = Object.entries(book)
		.sort(([, a], [, b]) => b.at - a.at)
		.slice(0, RESUME_MAX_ENTRIES);
	try {
		storage.setItem(RESUME_STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
	} catch {
		// Storage full or denied (private browsing): the player works on without remembering.
	}
}

/** True when `position` is past the first seconds and before the last 5 % of `duration`. */
function isWorthResuming(position: number, duration: number): boolean {
	return (
		Number.isFinite(position) &&
		Number.isFinite(duration) &&
		duration > 0 &&
		position >= RESUME_MIN_SECONDS &&
		position < duration * RESUME_END_FRACTION
	);
}

/** Where to offer resuming `key`, or null. */
export function readResumePoint(storage: KeyValueStore, key: string): number | null {
	const entry = readBook(storage)[key];
	if (!entry || !isWorthResuming(entry.t, entry.d)) return null;
	return entry.t;
}

/** Remembers `position`, or forgets the video when the place is not worth resuming. */
export function saveResumePoint(
	storage: KeyValueStore,
	key: string,
	position: number,
	duration: number,
	now: number,
) {
	const book = readBook(storage);
	if (isWorthResuming(position, duration)) book[key] = { t: position, d: duration, at: now };
	else if (key in book) delete book[key];
	else return;
	writeBook(storage, book);
}
