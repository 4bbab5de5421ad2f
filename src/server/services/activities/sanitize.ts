import sanitizeHtml from 'sanitize-html';

/** Allowlist for activity and resource rich text (research/performance-security §2.4). */
const OPTIONS: sanitizeHtml.IOptions = {
	allowedTags: [
		'p',
		'br',
		'strong',
		'b',
		'em',
		'i',
		'u',
		's',
		'h2',
		'h3',
		'h4',
		'ul',
		'ol',
		'li',
		'blockquote',
		'a',
		'img',
		'span',
		'table',
		'thead',
		'tbody',
		'tr',
		'th',
		'td',
		'hr',
	],
	allowedAttributes: {
		a: ['href', 'title'],
		img: ['src', 'alt', 'width', 'height'],
		td: ['colspan', 'rowspan'],
		th: ['colspan', 'rowspan'],
	},
	allowedSchemes: ['http', 'https'],
	allowedSchemesByTag: { img: ['http', 'https'] },
	allowProtocolRelative: false,
	transformTags: {
		a: sanitizeHtml.simpleTransform('a', { rel: 'ugc nofollow noopener', target: '_blank' }),
	},
};

export function sanitizeRichText(html: string): string {
	return sanitizeHtml(html, {
		...OPTIONS,
		allowedAttributes: { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'rel', 'target'] },
	}).trim();
}
