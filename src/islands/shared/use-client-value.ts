import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useEffect, useState } from 'react';

/**
 * The store's value once the island has hydrated, `serverValue` before: the server renders every
 * visitor the same HTML (docs/routes.md, "Caching of public pages"), so the first client render
 * must match it.
 */
export function useClientValue<T>(store: ReadableAtom<T>, serverValue: T): T {
	const value = useStore(store);
	const [hydrated, setHydrated] = useState(false);
	useEffect(() => setHydrated(true), []);
	return hydrated ? value : serverValue;
}
