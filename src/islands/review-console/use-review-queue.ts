import { useCallback, useEffect, useState } from 'react';
import type { Page, PageQuery } from '../../lib/api/types';
import { appendUnseen, nextQueuePage } from './review-queue-pages';

const PAGE_SIZE = 20;

/**
 * A review queue of one status (materials, summaries), oldest first, a page at a time: `more`
 * loads the entries after those shown, `settled` takes a decided one off the list, `reload`
 * starts again from the first page.
 */
export function useReviewQueue<T extends { id: number }, S extends string>(
	status: S,
	fetchPage: (query: PageQuery & { status: S }) => Promise<Page<T>>,
) {
	const [items, setItems] = useState<T[] | null>(null);
	const [total, setTotal] = useState(0);
	const [loadingMore, setLoadingMore] = useState(false);

	const reload = useCallback(() => {
		setItems(null);
		fetchPage({ page: 1, pageSize: PAGE_SIZE, status })
			.then((page) => {
				setItems(page.items);
				setTotal(page.total);
			})
			.catch(() => setItems([]));
	}, [status, fetchPage]);

	useEffect(reload, [reload]);

	const more = () => {
		if (!items) return;
		setLoadingMore(true);
		fetchPage({ page: nextQueuePage(items.length, PAGE_SIZE), pageSize: PAGE_SIZE, status })
			.then((page) => {
				setItems((shown) => appendUnseen(shown ?? [], page.items));
				setTotal(page.total);
			})
			.catch(() => {})
			.finally(() => setLoadingMore(false));
	};

	const settled = (id: number) => {
		setItems((current) => (current ?? []).filter((item) => item.id !== id));
		setTotal((current) => Math.max(0, current - 1));
	};

	const hasMore = items !== null && items.length < total;
	return { items, total, reload, more, hasMore, loadingMore, settled };
}
