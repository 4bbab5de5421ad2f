import { Mark, Node } from '@tiptap/core';
import type { ParseRule, Mark as ProseMirrorMark } from '@tiptap/pm/model';

/**
 * StarterKit's marks, paragraph, headings and rule as schema and keyboard shortcuts only: the toolbar
 * runs Tiptap's own toggleMark, toggleNode and setNode on them (toolbar-commands.ts). Tiptap's
 * extensions add Markdown reading and writing and Markdown-style input rules (`**`, `##`, `---`),
 * which this editor does not offer; without them the publish page loads ≈ 2 KB gzip less.
 * The parse rules are Tiptap's: a Word or 公众号 span styled bold or italic keeps its look.
 */

function textMark(name: string, tag: string, keys: readonly string[], rules: readonly ParseRule[]) {
	return Mark.create({
		name,
		parseHTML: () => [...rules],
		renderHTML: () => [tag, 0],
		addKeyboardShortcuts() {
			return Object.fromEntries(
				keys.map((key) => [key, () => this.editor.commands.toggleMark(name)]),
			);
		},
	});
}

const clears = (name: string) => (mark: ProseMirrorMark) => mark.type.name === name;

export const Bold = textMark(
	'bold',
	'strong',
	['Mod-b', 'Mod-B'],
	[
		{ tag: 'strong' },
		{ tag: 'b', getAttrs: (node: HTMLElement) => node.style.fontWeight !== 'normal' && null },
		{ style: 'font-weight=400', clearMark: clears('bold') },
		{
			style: 'font-weight',
			getAttrs: (value: string) => /^(bold(er)?|[5-9]\d{2,})$/.test(value) && null,
		},
	],
);

export const Italic = textMark(
	'italic',
	'em',
	['Mod-i', 'Mod-I'],
	[
		{ tag: 'em' },
		{ tag: 'i', getAttrs: (node: HTMLElement) => node.style.fontStyle !== 'normal' && null },
		{ style: 'font-style=normal', clearMark: clears('italic') },
		{ style: 'font-style=italic' },
	],
);

const decorated = (line: string) => (value: string) => (value.includes(line) ? {} : false);

export const Underline = textMark(
	'underline',
	'u',
	['Mod-u', 'Mod-U'],
	[{ tag: 'u' }, { style: 'text-decoration', consuming: false, getAttrs: decorated('underline') }],
);

export const Strike = textMark(
	'strike',
	's',
	['Mod-Shift-s'],
	[
		{ tag: 's' },
		{ tag: 'del' },
		{ tag: 'strike' },
		{ style: 'text-decoration', consuming: false, getAttrs: decorated('line-through') },
	],
);

export const Paragraph = Node.create({
	name: 'paragraph',
	// Before every other block, so that an empty document or a split starts a paragraph.
	priority: 1000,
	group: 'block',
	content: 'inline*',
	parseHTML: () => [{ tag: 'p' }],
	renderHTML: () => ['p', 0],
	addKeyboardShortcuts() {
		return { 'Mod-Alt-0': () => this.editor.commands.setNode(this.name) };
	},
});

/** The detail page's headings under its title (h1): 标题 and 小标题. */
const HEADING_LEVELS = [2, 3] as const;

export const Heading = Node.create({
	name: 'heading',
	group: 'block',
	content: 'inline*',
	defining: true,
	addAttributes() {
		return { level: { default: HEADING_LEVELS[0], rendered: false } };
	},
	parseHTML: () => HEADING_LEVELS.map((level) => ({ tag: `h${level}`, attrs: { level } })),
	renderHTML: ({ node }) => [
		`h${HEADING_LEVELS.includes(node.attrs.level) ? node.attrs.level : HEADING_LEVELS[0]}`,
		0,
	],
	addKeyboardShortcuts() {
		return Object.fromEntries(
			HEADING_LEVELS.map((level) => [
				`Mod-Alt-${level}`,
				() => this.editor.commands.toggleNode(this.name, 'paragraph', { level }),
			]),
		);
	},
});

/** A rule pasted in; the toolbar has no button for it. */
export const HorizontalRule = Node.create({
	name: 'horizontalRule',
	group: 'block',
	parseHTML: () => [{ tag: 'hr' }],
	renderHTML: () => ['hr'],
});
