import type { APIRoute } from 'astro';
import { answerSitemap } from '../server/services/sitemap/answer';

/** `/sitemap.xml`: every public page, or an index of parts when they are more than 50,000. */
export const GET: APIRoute = async ({ locals }) => {
	const origin = locals.runtime.config.publicOrigin;
	return answerSitemap(await locals.runtime.db(), { toUrl: (path) => new URL(path, origin).href });
};
