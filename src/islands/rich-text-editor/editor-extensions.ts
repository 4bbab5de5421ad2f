import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import type { Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isOwnImageUrl } from '../../lib/validation/image-url';
import { normaliseLinkUrl } from './toolbar-commands';

/** What the server's sanitiser sets on every link (server/services/activities/sanitize.ts). */
const LINK_TARGET = '_blank';
const LINK_REL = 'ugc nofollow noopener';

/** An attribute that is always `value`, whatever pasted markup says. */
const fixed = (value: string) => ({ default: value, parseHTML: () => value });

/**
 * Cells keep colspan and rowspan only: the sanitiser drops alignment styles and column widths
 * (`data-colwidth`, `<colgroup>`), so the editor does not make them.
 */
const plainCell = {
	addAttributes() {
		return {
			colspan: { default: 1 },
			rowspan: { default: 1 },
			colwidth: { default: null, parseHTML: () => null, renderHTML: () => ({}) },
		};
	},
};

/**
 * The editor's schema, which is also the paste filter: each node and mark is a tag of the server's
 * allowlist and each attribute one it keeps, so what the author sees is what is saved.
 */
export const EDITOR_EXTENSIONS: Extensions = [
	StarterKit.configure({
		heading: { levels: [2, 3] },
		code: false,
		codeBlock: false,
		link: false,
	}),
	Link.extend({
		addAttributes() {
			return {
				href: { default: null },
				target: fixed(LINK_TARGET),
				rel: fixed(LINK_REL),
			};
		},
	}).configure({
		openOnClick: false,
		defaultProtocol: 'https',
		isAllowedUri: (url) => normaliseLinkUrl(url) === url,
	}),
	Table.extend({
		renderHTML({ HTMLAttributes }) {
			return ['table', HTMLAttributes, ['tbody', 0]];
		},
	}).configure({ resizable: false }),
	TableRow,
	TableHeader.extend(plainCell),
	TableCell.extend(plainCell),
	// Inline, so that a picture sits in a paragraph, where the server's paragraph grouping puts it.
	Image.extend({
		addAttributes() {
			return {
				src: { default: null },
				alt: { default: null },
				width: { default: null },
				height: { default: null },
			};
		},
		parseHTML() {
			// Only our own files: the sanitiser drops pictures from other hosts (image-url.ts).
			return [
				{
					tag: 'img[src]',
					getAttrs: (element) => isOwnImageUrl(element.getAttribute('src') ?? '') && null,
				},
			];
		},
	}).configure({ inline: true }),
];
