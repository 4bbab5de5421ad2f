/** Audience categories, in display order (7 其他 comes last although 8 is larger). */
export interface Audience {
	id: number;
	name: string;
}

export const AUDIENCES: readonly Audience[] = [
	{ id: 1, name: '青年科技工作者' },
	{ id: 2, name: '大学生（包括研究生）' },
	{ id: 3, name: '青少年' },
	{ id: 4, name: '产业工人' },
	{ id: 5, name: '老年人' },
	{ id: 6, name: '领导干部公务员' },
	{ id: 8, name: '农民' },
	{ id: 7, name: '其他' },
];

export const AUDIENCE_IDS = AUDIENCES.map((audience) => audience.id);

export function findAudience(id: number): Audience | undefined {
	return AUDIENCES.find((audience) => audience.id === id);
}
