import type { Extensions } from '@tiptap/core';
import { Blockquote } from '@tiptap/extension-blockquote';
import { Bold } from '@tiptap/extension-bold';
import { Document } from '@tiptap/extension-document';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Heading } from '@tiptap/extension-heading';
import { HorizontalRule } from '@tiptap/extension-horizontal-rule';
import { Italic } from '@tiptap/extension-italic';
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { ListKeymap } from '@tiptap/extension-list/keymap';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Strike } from '@tiptap/extension-strike';
import { Text } from '@tiptap/extension-text';
import { Underline } from '@tiptap/extension-underline';
import { Dropcursor } from '@tiptap/extensions/drop-cursor';
import { Gapcursor } from '@tiptap/extensions/gap-cursor';
import { TrailingNode } from '@tiptap/extensions/trailing-node';
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import { ImageNode } from './image-node';
import { LinkMark } from './link-mark';
import { TableEditingLoader } from './table-loader';
import { TABLE_NODES } from './table-nodes';

/**
 * The editor's schema, which is also the paste filter: each node and mark is a tag of the server's
 * allowlist and each attribute one it keeps, so what the author sees is what is saved.
 */
export const EDITOR_EXTENSIONS: Extensions = [
	// StarterKit's extensions in its order (which fixes how marks nest), each imported on its own
	// so that the code and code-block nodes, which the sanitiser does not keep, are not bundled.
	Bold,
	Blockquote,
	BulletList,
	Document,
	Dropcursor,
	Gapcursor,
	HardBreak,
	Heading.configure({ levels: [2, 3] }),
	UndoRedo,
	HorizontalRule,
	Italic,
	ListItem,
	ListKeymap,
	OrderedList,
	Paragraph,
	Strike,
	Text,
	Underline,
	TrailingNode,
	LinkMark,
	...TABLE_NODES,
	TableEditingLoader,
	ImageNode,
];
