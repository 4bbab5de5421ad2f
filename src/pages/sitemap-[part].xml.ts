import type { APIRoute } from 'astro';
import { answerSitemapPart } from '../server/services/sitemap/answer';

/** `/sitemap-<part>.xml`: one part the sitemap index names (pages, activities-N, resources-N). */
export const GET: APIRoute = async ({ params, locals }) => {
	const origin = locals.runtime.config.publicOrigin;
	return answerSitemapPart(await locals.runtime.db(), params.part ?? '', {
		toUrl: (path) => new URL(path, origin).href,
	});
};
