import { Extension, Node } from '@tiptap/core';

/**
 * The table's schema only: enough to show, type in, paste and save a table. Inserting one, adding
 * and deleting rows and columns, Tab between cells and the repair of ragged tables come with
 * prosemirror-tables in ./table-editing, loaded when a table is first needed (8.5 KB gzip that the
 * publish page otherwise loads for every author).
 */

/** prosemirror-tables finds the table's node types by this field of their specs. */
const TABLE_ROLES: Record<string, string> = {
	table: 'table',
	tableRow: 'row',
	tableHeader: 'header_cell',
	tableCell: 'cell',
};

const TableRoles = Extension.create({
	name: 'tableRoles',
	extendNodeSchema: (extension) =>
		extension.name in TABLE_ROLES ? { tableRole: TABLE_ROLES[extension.name] } : {},
});

/** A span of 1 is the default and not written: the sanitiser keeps colspan and rowspan only. */
const span = (name: 'colspan' | 'rowspan') => ({
	default: 1,
	renderHTML: (attributes: Record<string, unknown>) =>
		Number(attributes[name]) > 1 ? { [name]: attributes[name] } : {},
});

/** Column widths, which prosemirror-tables' commands carry, are never read from HTML or written. */
const cellAttributes = () => ({
	colspan: span('colspan'),
	rowspan: span('rowspan'),
	colwidth: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
});

const cell = (name: string, tag: 'td' | 'th') =>
	Node.create({
		name,
		content: 'block+',
		isolating: true,
		addAttributes: cellAttributes,
		parseHTML: () => [{ tag }],
		renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
	});

const TableCell = cell('tableCell', 'td');
const TableHeader = cell('tableHeader', 'th');

const TableRow = Node.create({
	name: 'tableRow',
	content: '(tableCell | tableHeader)*',
	parseHTML: () => [{ tag: 'tr' }],
	renderHTML: () => ['tr', 0],
});

const Table = Node.create({
	name: 'table',
	group: 'block',
	content: 'tableRow+',
	isolating: true,
	parseHTML: () => [{ tag: 'table' }],
	renderHTML: () => ['table', ['tbody', 0]],
});

export const TABLE_NODES = [TableRoles, Table, TableRow, TableHeader, TableCell];
