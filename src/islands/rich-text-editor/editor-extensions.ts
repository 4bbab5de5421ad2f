import type { Extensions } from '@tiptap/core';
import { Blockquote } from '@tiptap/extension-blockquote';
import { Document } from '@tiptap/extension-document';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Text } from '@tiptap/extension-text';
import { Dropcursor } from '@tiptap/extensions/drop-cursor';
import { TrailingNode } from '@tiptap/extensions/trailing-node';
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import { ImageNode } from './image-node';
import {
	Bold,
	Heading,
	HorizontalRule,
	Italic,
	Paragraph,
	Strike,
	Underline,
} from './lean-extensions';
import { LinkMark } from './link-mark';
import { LIST_NODES } from './list-nodes';
import { TableEditingLoader } from './table-loader';
import { TABLE_NODES } from './table-nodes';

/**
 * The editor's schema, which is also the paste filter: each node and mark is a tag of the server's
 * allowlist and each attribute one it keeps, so what the author sees is what is saved.
 */
export const EDITOR_EXTENSIONS: Extensions = [
	// StarterKit's extensions in its order (which fixes how marks nest), each imported on its own
	// so that the code and code-block nodes, which the sanitiser does not keep, are not bundled;
	// its marks, paragraph, headings, rule (lean-extensions.ts) and lists (list-nodes.ts) are our
	// own, and its gap cursor loads with the first table.
	Bold,
	Blockquote,
	Document,
	Dropcursor,
	HardBreak,
	Heading,
	UndoRedo,
	HorizontalRule,
	Italic,
	Paragraph,
	Strike,
	Text,
	Underline,
	TrailingNode,
	LinkMark,
	...LIST_NODES,
	...TABLE_NODES,
	TableEditingLoader,
	ImageNode,
];
