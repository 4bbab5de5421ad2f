import type { PublicFiguresLoad } from '../../../lib/api/stats-types';
import { formatBusinessTime } from '../../../lib/beijing-time';
import type { Db } from '../../db/types';
import { publicFigures } from './public-figures';

/** The public figures, or null when the database could not answer (the page then says so). */
export async function loadPublicFigures(db: () => Promise<Db>): Promise<PublicFiguresLoad | null> {
	try {
		return { figures: await publicFigures(await db()), updatedAt: formatBusinessTime(new Date()) };
	} catch (error) {
		console.error('[figures] reading the public figures failed:', error);
		return null;
	}
}
