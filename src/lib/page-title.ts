import { CAMPAIGN_NAME } from './routes';
import { truncateVisible } from './validation/visible-text';

/** Characters of an activity's or resource's name a title shows before it cuts the rest with …. */
const TITLE_NAME_MAX = 30;

/**
 * `{route title} - 2025年全国科普月`, and on a page about one thing (an activity, a resource)
 * `{its name} - {route title} - 2025年全国科普月` (docs/routes.md, "Titles").
 */
export function pageTitle(routeTitle: string, name = ''): string {
	// Most pages have no name; cutting '' still walks a segmenter, on every render.
	return [name && truncateVisible(name, TITLE_NAME_MAX), routeTitle, CAMPAIGN_NAME]
		.filter(Boolean)
		.join(' - ');
}
