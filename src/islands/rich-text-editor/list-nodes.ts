import { Node, wrappingInputRule } from '@tiptap/core';

declare module '@tiptap/core' {
	interface Commands<ReturnType> {
		lists: {
			toggleBulletList: () => ReturnType;
			toggleOrderedList: () => ReturnType;
		};
	}
}

/** The numbering styles the server's sanitiser keeps on `<ol type>`. */
const ORDERED_TYPES = new Set(['1', 'a', 'A', 'i', 'I']);

/**
 * Lists on Tiptap's own list commands, without @tiptap/extension-list, whose Markdown reading and
 * writing, task lists and Roman numerals the editor never uses (≈ 4 KB gzip of the publish page).
 * Backspace at the start of an item is ProseMirror's: the first item leaves the list, a later one
 * joins the item before it.
 */
const ListItem = Node.create({
	name: 'listItem',
	content: 'paragraph block*',
	defining: true,
	parseHTML: () => [{ tag: 'li' }],
	renderHTML: () => ['li', 0],
	addKeyboardShortcuts() {
		return {
			Enter: () => this.editor.commands.splitListItem(this.name),
			Tab: () => this.editor.commands.sinkListItem(this.name),
			'Shift-Tab': () => this.editor.commands.liftListItem(this.name),
		};
	},
});

const BulletList = Node.create({
	name: 'bulletList',
	group: 'block list',
	content: 'listItem+',
	parseHTML: () => [{ tag: 'ul' }],
	renderHTML: () => ['ul', 0],
	addCommands() {
		return {
			toggleBulletList:
				() =>
				({ commands }) =>
					commands.toggleList(this.name, ListItem.name),
		};
	},
	addKeyboardShortcuts() {
		return { 'Mod-Shift-8': () => this.editor.commands.toggleBulletList() };
	},
	addInputRules() {
		return [wrappingInputRule({ find: /^\s*([-+*])\s$/, type: this.type })];
	},
});

const OrderedList = Node.create({
	name: 'orderedList',
	group: 'block list',
	content: 'listItem+',
	addAttributes() {
		return {
			start: {
				default: 1,
				parseHTML: (element) => Number.parseInt(element.getAttribute('start') ?? '', 10) || 1,
				renderHTML: ({ start }) => (start === 1 ? {} : { start }),
			},
			type: {
				default: null,
				parseHTML: (element) => {
					const type = element.getAttribute('type');
					return type && ORDERED_TYPES.has(type) ? type : null;
				},
				renderHTML: ({ type }) => (type && type !== '1' ? { type } : {}),
			},
		};
	},
	parseHTML: () => [{ tag: 'ol' }],
	renderHTML: ({ HTMLAttributes }) => ['ol', HTMLAttributes, 0],
	addCommands() {
		return {
			toggleOrderedList:
				() =>
				({ commands }) =>
					commands.toggleList(this.name, ListItem.name),
		};
	},
	addKeyboardShortcuts() {
		return { 'Mod-Shift-7': () => this.editor.commands.toggleOrderedList() };
	},
	addInputRules() {
		return [
			wrappingInputRule({
				find: /^(\d+)\.\s$/,
				type: this.type,
				getAttributes: (match) => ({ start: Number(match[1]) }),
				joinPredicate: (match, node) => node.childCount + node.attrs.start === Number(match[1]),
			}),
		];
	},
});

export const LIST_NODES = [BulletList, ListItem, OrderedList];
