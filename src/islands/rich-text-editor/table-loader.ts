import { type Editor, Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { TableAction } from './table-editing';

let tableEditing: Promise<typeof import('./table-editing')> | undefined;

/** prosemirror-tables and the table commands, fetched once, when a table is first needed. */
const loadTableEditing = () => {
	tableEditing ??= import('./table-editing');
	return tableEditing;
};

function containsTable(doc: ProseMirrorNode): boolean {
	let found = false;
	doc.descendants((node) => {
		if (node.type.name === 'table') found = true;
		return !found && !node.isTextblock;
	});
	return found;
}

const requested = new WeakSet<Editor>();

function enableTableEditingIfNeeded(editor: Editor): void {
	if (requested.has(editor) || !containsTable(editor.state.doc)) return;
	requested.add(editor);
	void loadTableEditing().then((tables) => tables.enableTableEditing(editor));
}

/** Loads table editing once the text has a table: in the first content, a restored draft, a paste. */
export const TableEditingLoader = Extension.create({
	name: 'tableEditingLoader',
	onCreate() {
		enableTableEditingIfNeeded(this.editor);
	},
	onTransaction({ transaction }) {
		if (transaction.docChanged) enableTableEditingIfNeeded(this.editor);
	},
});

/** Runs a table button's command once table editing is loaded. */
export async function runTableAction(editor: Editor, action: TableAction): Promise<void> {
	const tables = await loadTableEditing();
	tables.runTableAction(editor, action);
}
