/** On back navigation the scroll position comes back after this delay. */
const SCROLL_RESTORE_DELAY_MS = 800;

const STORAGE_KEY = 'kpy:scroll';

type Positions = Record<string, number>;

function readPositions(): Positions {
	try {
		return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Positions;
	} catch {
		return {};
	}
}

function pageKey(): string {
	return `${location.pathname}${location.search}`;
}

function navigationType(): string {
	const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
	return entry?.type ?? 'navigate';
}

/**
 * Back and forward navigation restore the scroll position after 800 ms; any other
 * navigation starts at the top. A page restored whole from the back-forward cache keeps its own.
 */
export function manageScroll(): void {
	history.scrollRestoration = 'manual';
	window.addEventListener('pagehide', () => {
		const positions = readPositions();
		positions[pageKey()] = window.scrollY;
		sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
	});
	const saved = readPositions()[pageKey()];
	if (navigationType() === 'back_forward' && saved !== undefined) {
		setTimeout(() => window.scrollTo(0, saved), SCROLL_RESTORE_DELAY_MS);
	} else {
		window.scrollTo(0, 0);
	}
}
