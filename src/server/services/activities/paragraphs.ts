/**
 * Regroups sanitised rich text into paragraphs. Browsers' editors and pasted pages mark lines with
 * `<div>` (or leave the first line as bare text), which the allowlist does not keep; without this
 * the lines would run into one. Top-level text and inline runs become `<p>`, a `<div>` ends one
 * paragraph and starts another, and block elements pass through whole.
 *
 * The input is sanitize-html's output: balanced tags, escaped text and attribute values, so a
 * token pattern reads it reliably.
 */
const TOKEN = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>|[^<]+/gi;
const VOID = new Set(['br', 'img', 'hr']);
const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'blockquote', 'table', 'hr']);
const BREAK = /^<br\s*\/?>$/i;
const BLANK = /^(?:\s|&nbsp;|&#160;|\u00a0)*$/;

function isBlankToken(token: string): boolean {
	return BREAK.test(token) || BLANK.test(token);
}

/** A run's tokens without the line breaks and spaces at either end; empty when nothing shows. */
function trimRun(run: readonly string[]): string {
	let start = 0;
	let end = run.length;
	while (start < end && isBlankToken(run[start] ?? '')) start += 1;
	while (end > start && isBlankToken(run[end - 1] ?? '')) end -= 1;
	const html = run.slice(start, end).join('');
	const text = html.replace(/<(?!img\b)[^>]*>/gi, '');
	return BLANK.test(text) ? '' : html;
}

export function groupParagraphs(html: string): string {
	const blocks: string[] = [];
	let run: string[] = [];
	/** An element being copied whole (a block, or an inline element inside the current run). */
	let copying: { into: string[]; depth: number } | null = null;
	const flush = () => {
		const paragraph = trimRun(run);
		if (paragraph) blocks.push(`<p>${paragraph}</p>`);
		run = [];
	};
	for (const [token, closing, rawName] of html.matchAll(TOKEN)) {
		const name = rawName?.toLowerCase();
		if (copying && name === 'div') {
			// Inside a list item, quote or cell a line of its own becomes a line break.
			const previous = copying.into.at(-1) ?? '';
			if (!closing && !/^<[a-z]/i.test(previous)) copying.into.push('<br />');
			continue;
		}
		if (copying) {
			copying.into.push(token);
			if (name && !VOID.has(name)) copying.depth += closing ? -1 : 1;
			if (copying.depth === 0) copying = null;
			continue;
		}
		if (!name) {
			run.push(token);
			continue;
		}
		if (name === 'div') {
			flush();
			continue;
		}
		if (closing) continue;
		if (BLOCKS.has(name)) flush();
		const into = BLOCKS.has(name) ? blocks : run;
		into.push(token);
		if (!VOID.has(name)) copying = { into, depth: 1 };
	}
	flush();
	return blocks.join('');
}
