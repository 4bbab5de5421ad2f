import type { Editor } from '@tiptap/core';
import { gapCursor } from '@tiptap/pm/gapcursor';
import { keymap } from '@tiptap/pm/keymap';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { type Command, type EditorState, TextSelection } from '@tiptap/pm/state';
import {
	addColumnAfter,
	addRowAfter,
	deleteColumn,
	deleteRow,
	deleteTable,
	fixTables,
	goToNextCell,
	tableEditing,
	tableNodeTypes,
} from '@tiptap/pm/tables';

/**
 * Table editing, loaded by ./table-loader the first time a table is inserted or appears in the
 * text: prosemirror-tables' plugin (cell selection, the repair of ragged tables after each change),
 * Tab and Shift-Tab between cells, the toolbar's table commands, and the gap cursor, which lets the
 * author type before or between tables, where no paragraph is.
 */

export type TableAction = 'table' | 'row' | 'column' | 'drop-row' | 'drop-column' | 'drop-table';

/** A table of `rows` rows and `cols` columns, its first row of header cells, each cell empty. */
function createTable(state: EditorState, rows: number, cols: number): ProseMirrorNode {
	const types = tableNodeTypes(state.schema);
	const row = (cellType: typeof types.cell) =>
		types.row.create(
			null,
			Array.from({ length: cols }, () => cellType.createAndFill() as ProseMirrorNode),
		);
	return types.table.create(null, [
		row(types.header_cell),
		...Array.from({ length: rows - 1 }, () => row(types.cell)),
	]);
}

/** A 3 × 3 table at the selection, the cursor in its first cell (as Tiptap's insertTable). */
const insertTable: Command = (state, dispatch) => {
	if (dispatch) {
		const firstCell = state.selection.from + 1;
		const tr = state.tr.replaceSelectionWith(createTable(state, 3, 3));
		dispatch(tr.setSelection(TextSelection.near(tr.doc.resolve(firstCell))).scrollIntoView());
	}
	return true;
};

const COMMANDS: Record<TableAction, Command> = {
	table: insertTable,
	row: addRowAfter,
	column: addColumnAfter,
	'drop-row': deleteRow,
	'drop-column': deleteColumn,
	'drop-table': deleteTable,
};

/** Tab to the next cell, adding a row after the last one, as word processors do; Shift-Tab back. */
const tableKeys = keymap({
	Tab: (state, dispatch, view) => {
		if (goToNextCell(1)(state, dispatch)) return true;
		if (!view || !addRowAfter(state)) return false;
		addRowAfter(state, view.dispatch);
		return goToNextCell(1)(view.state, view.dispatch);
	},
	'Shift-Tab': goToNextCell(-1),
});

const enabled = new WeakSet<Editor>();

/** Adds table editing to the editor once, and repairs the tables already in its text. */
export function enableTableEditing(editor: Editor): void {
	if (enabled.has(editor) || editor.isDestroyed) return;
	enabled.add(editor);
	editor.registerPlugin(tableEditing());
	editor.registerPlugin(gapCursor());
	editor.registerPlugin(tableKeys, (plugin, plugins) => [plugin, ...plugins]);
	const repair = fixTables(editor.state);
	if (repair) editor.view.dispatch(repair);
}

/** Runs a table command of the toolbar at the selection; one that does not apply does nothing. */
export function runTableAction(editor: Editor, action: TableAction): void {
	enableTableEditing(editor);
	editor.view.focus();
	COMMANDS[action](editor.state, editor.view.dispatch, editor.view);
}
