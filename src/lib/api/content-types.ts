/** Shapes of banners, joint actions, education bases and resources (docs/api.md). `import type` only. */
import type { PageQuery } from './types';

export interface Banner {
	id: number;
	title: string;
	image: string;
	link: string;
}

export interface JointActionInfo {
	id: number;
	lh_type: number | null;
	name: string;
	summary: string;
	cover: string;
	activity_count: number;
}

export interface EducationBase {
	id: number;
	name: string;
	province_code: string;
	province_name: string;
	city_code: string;
	city_name: string;
	address: string;
	summary: string;
	cover: string;
	activity_count: number;
}

export interface ResourceSummary {
	id: number;
	type: 'video' | 'article';
	title: string;
	summary: string;
	cover: string;
	duration_s: number;
	source: string;
	published_at: string;
	view_count: number;
}

export interface ResourceDetail extends ResourceSummary {
	body: string;
	video_url: string;
	poster: string;
}

export interface ResourceListQuery extends Partial<PageQuery> {
	type?: ResourceSummary['type'];
	keyword?: string;
}
