import type { ResourceSummary } from '../api/content-types';
import type { Page } from '../api/types';

/** The resource centre's data, or why there is none. */
export type ResourceListLoad =
	| { kind: 'ok'; result: Page<ResourceSummary> }
	| { kind: 'invalid'; status: 400; message: string }
	| { kind: 'failed'; status: 503; message: string };
