import { useEffect, useState } from 'react';
import type { ParticipantPage, ParticipantTab } from '../../lib/api/participant-types';
import { getParticipantList } from '../../lib/api/participants';

export const PAGE_SIZE = 20;

export interface ListQuery {
	tab: ParticipantTab;
	keyword: string;
	page: number;
}

/** The page of the list that `query` asks for; the last answer stays while the next one loads. */
export function useParticipantPage(activityId: number, query: ListQuery) {
	const [data, setData] = useState<ParticipantPage | null>(null);
	const [loading, setLoading] = useState(true);
	useEffect(() => {
		let current = true;
		setLoading(true);
		getParticipantList({ id: activityId, ...query, pageSize: PAGE_SIZE })
			.then((page) => {
				if (current) setData(page);
			})
			.catch(() => undefined)
			.finally(() => {
				if (current) setLoading(false);
			});
		return () => {
			current = false;
		};
	}, [activityId, query]);
	return { data, loading };
}
