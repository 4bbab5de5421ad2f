import type { ChainedCommands, Editor } from '@tiptap/core';
import type { TableAction } from './table-editing';

/**
 * The editor's toolbar as data: each button runs one chain of Tiptap commands, or one table command
 * (loaded with the first table, ./table-loader). Toggles report whether the selection has them
 * (aria-pressed); `inTable` buttons show only inside a table.
 */
export interface ToolbarCommand {
	id: string;
	label: string;
	/** Shown on the button; the label is its accessible name. */
	glyph: string;
	run?: (chain: ChainedCommands) => ChainedCommands;
	/** A toggle: the name (and attributes) `editor.isActive` is asked about. */
	active?: readonly [string, Record<string, unknown>?];
	/** Handled by the component: a link address or a picture to upload comes first. */
	special?: 'link' | 'image';
	table?: TableAction;
	inTable?: true;
	/** Starts a group, drawn with a gap before it. */
	group?: true;
}

export const TOOLBAR_COMMANDS: readonly ToolbarCommand[] = [
	{ id: 'undo', label: '撤销', glyph: '↶', run: (c) => c.undo() },
	{ id: 'redo', label: '重做', glyph: '↷', run: (c) => c.redo() },
	{
		id: 'bold',
		label: '加粗',
		glyph: 'B',
		run: (c) => c.toggleMark('bold'),
		active: ['bold'],
		group: true,
	},
	{
		id: 'italic',
		label: '斜体',
		glyph: 'I',
		run: (c) => c.toggleMark('italic'),
		active: ['italic'],
	},
	{
		id: 'underline',
		label: '下划线',
		glyph: 'U',
		run: (c) => c.toggleMark('underline'),
		active: ['underline'],
	},
	{
		id: 'heading',
		label: '标题',
		glyph: 'H2',
		run: (c) => c.toggleNode('heading', 'paragraph', { level: 2 }),
		active: ['heading', { level: 2 }],
		group: true,
	},
	{
		id: 'subheading',
		label: '小标题',
		glyph: 'H3',
		run: (c) => c.toggleNode('heading', 'paragraph', { level: 3 }),
		active: ['heading', { level: 3 }],
	},
	{
		id: 'paragraph',
		label: '正文',
		glyph: '¶',
		run: (c) => c.setNode('paragraph'),
		active: ['paragraph'],
	},
	{
		id: 'bullets',
		label: '无序列表',
		glyph: '•',
		run: (c) => c.toggleBulletList(),
		active: ['bulletList'],
		group: true,
	},
	{
		id: 'numbers',
		label: '有序列表',
		glyph: '1.',
		run: (c) => c.toggleOrderedList(),
		active: ['orderedList'],
	},
	{
		id: 'quote',
		label: '引用',
		glyph: '“”',
		run: (c) => c.toggleBlockquote(),
		active: ['blockquote'],
	},
	{ id: 'link', label: '插入链接', glyph: '链接', special: 'link', active: ['link'], group: true },
	{
		id: 'unlink',
		label: '取消链接',
		glyph: '去链接',
		run: (c) => c.extendMarkRange('link').unsetLink(),
	},
	{ id: 'image', label: '插入图片', glyph: '图片', special: 'image' },
	{
		id: 'table',
		label: '插入表格',
		glyph: '表格',
		table: 'table',
	},
	{
		id: 'row',
		label: '下方加一行',
		glyph: '+行',
		table: 'row',
		inTable: true,
		group: true,
	},
	{
		id: 'column',
		label: '右侧加一列',
		glyph: '+列',
		table: 'column',
		inTable: true,
	},
	{ id: 'drop-row', label: '删除本行', glyph: '−行', table: 'drop-row', inTable: true },
	{
		id: 'drop-column',
		label: '删除本列',
		glyph: '−列',
		table: 'drop-column',
		inTable: true,
	},
	{
		id: 'drop-table',
		label: '删除表格',
		glyph: '删表',
		table: 'drop-table',
		inTable: true,
	},
];

/** Whether a toggle is on at the selection; `undefined` for buttons that are not toggles. */
export function isCommandActive(editor: Editor, item: ToolbarCommand): boolean | undefined {
	if (!item.active) return undefined;
	const [name, attributes] = item.active;
	return editor.isActive(name, attributes);
}

/** An address the sanitiser keeps: http(s) only, so no `javascript:` link gets in. */
export function normaliseLinkUrl(input: string): string | null {
	const text = input.trim();
	if (text === '') return null;
	const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
	return /^https?:\/\/[^\s<>"']+$/i.test(withScheme) ? withScheme : null;
}

/**
 * Editor HTML without the empty paragraph the editor keeps after a last list or table (so that
 * one can type below it); with no text and no picture it counts as empty, so the schema sees `''`.
 */
export function normaliseEditorHtml(editorHtml: string): string {
	const html = editorHtml.replace(/(?:<p><\/p>)+$/, '');
	if (/<img\b/i.test(html)) return html;
	const text = html
		.replace(/<[^>]*>/g, '')
		.replace(/&nbsp;/g, ' ')
		.trim();
	return text === '' ? '' : html;
}
