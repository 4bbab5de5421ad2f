import { type ActivityDraft, activitySchemasFor } from '../../../lib/validation/activity';
import type { CampaignWindow } from '../../../lib/validation/campaign-window';
import type { Db } from '../../db/types';
import { DomainError } from '../../domain-error';
import { refuseOwnApiLink, refuseOwnApiLinksInHtml } from '../../security/own-api-links';
import { refuseEnded, toColumns } from '../activities/draft-columns';
import { columnOfField, inColumnOrder } from './columns';
import type { ImportRow } from './read-workbook';
import { type CellProblem, rowInput } from './row-input';

export type CheckedRow =
	| { row: number; draft: ActivityDraft; problems?: never }
	| { row: number; problems: CellProblem[]; draft?: never };

interface RowRules {
	campaignWindow: CampaignWindow;
	ownHosts: readonly string[];
	now: Date;
}

/** The message a rule threw, under `column`; anything else is a fault and is thrown on. */
function caught(column: string, check: () => void): CellProblem[] {
	try {
		check();
		return [];
	} catch (error) {
		if (error instanceof DomainError) return [{ column, message: error.message }];
		throw error;
	}
}

/**
 * One row checked by the rules addActivity applies, in its order: the publish schema, links to
 * our own API, the region and an end already past. Every problem is named by its column.
 */
export async function checkImportRow(
	db: Db,
	item: ImportRow,
	rules: RowRules,
): Promise<CheckedRow> {
	const { input, problems } = rowInput(item.cells);
	const parsed = activitySchemasFor(rules.campaignWindow).add.safeParse(input);
	if (!parsed.success) {
		const named = new Set(problems.map((problem) => problem.column));
		for (const issue of parsed.error.issues) {
			const column = columnOfField(String(issue.path[0] ?? ''));
			// One message a column, the first; a name already refused needs no second word.
			if (!named.has(column)) problems.push({ column, message: issue.message });
			named.add(column);
		}
	}
	if (!parsed.success || problems.length > 0) {
		return { row: item.row, problems: inColumnOrder(problems) };
	}
	const draft = parsed.data;
	const linkProblems = [
		...caught('活动详情', () => refuseOwnApiLinksInHtml('活动详情', draft.content, rules.ownHosts)),
		...caught('线上活动链接', () =>
			refuseOwnApiLink('线上活动链接', draft.online_url, rules.ownHosts),
		),
	];
	if (linkProblems.length > 0) return { row: item.row, problems: linkProblems };
	let columns: Awaited<ReturnType<typeof toColumns>>;
	try {
		columns = await toColumns(db, draft);
	} catch (error) {
		// The region names were resolved within each other above: only a code typed wrong is left.
		if (!(error instanceof DomainError)) throw error;
		return { row: item.row, problems: [{ column: '省份', message: error.message }] };
	}
	const ended = caught('结束时间', () => refuseEnded(columns, rules.now));
	return ended.length > 0 ? { row: item.row, problems: ended } : { row: item.row, draft };
}
