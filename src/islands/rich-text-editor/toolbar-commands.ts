/**
 * The formatting the editor offers: only what the server's sanitiser keeps (bold, italic, a
 * heading, lists, links), so nothing the author sees is dropped on save.
 */
export interface ToolbarCommand {
	id: string;
	label: string;
	/** Shown on the button; the label is its accessible name. */
	glyph: string;
	command: string;
	value?: string;
	/** Asks for a link address first. */
	asksForUrl?: true;
}

export const TOOLBAR_COMMANDS: readonly ToolbarCommand[] = [
	{ id: 'bold', label: '加粗', glyph: 'B', command: 'bold' },
	{ id: 'italic', label: '斜体', glyph: 'I', command: 'italic' },
	{ id: 'heading', label: '小标题', glyph: 'H', command: 'formatBlock', value: 'h3' },
	{ id: 'paragraph', label: '正文', glyph: '¶', command: 'formatBlock', value: 'p' },
	{ id: 'bullets', label: '无序列表', glyph: '•', command: 'insertUnorderedList' },
	{ id: 'numbers', label: '有序列表', glyph: '1.', command: 'insertOrderedList' },
	{ id: 'link', label: '插入链接', glyph: '链接', command: 'createLink', asksForUrl: true },
	{ id: 'unlink', label: '取消链接', glyph: '去链接', command: 'unlink' },
];

/** An address the sanitiser keeps: http(s) only, so no `javascript:` link gets in. */
export function normaliseLinkUrl(input: string): string | null {
	const text = input.trim();
	if (text === '') return null;
	const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
	return /^https?:\/\/[^\s<>"']+$/i.test(withScheme) ? withScheme : null;
}

/** Editor HTML that holds no text counts as empty, so the schema sees `''`. */
export function normaliseEditorHtml(html: string): string {
	const text = html
		.replace(/<[^>]*>/g, '')
		.replace(/&nbsp;/g, ' ')
		.trim();
	return text === '' ? '' : html;
}
