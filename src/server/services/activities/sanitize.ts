import sanitizeHtml from 'sanitize-html';
import { isOwnImageUrl } from '../../../lib/validation/image-url';
import { isOwnApiLink } from '../../security/own-api-links';
import { groupParagraphs } from './paragraphs';

/** Spaces, controls and format characters that sanitize-html's own scheme check does not skip. */
const HIDDEN = /[\s\p{Cc}\p{Cf}]/gu;

/**
 * True for a relative or http(s) URL. `\u00a0javascript:` or `\u3000javascript:` passes
 * sanitize-html as a relative link; without the hidden characters it is a script URL, which some
 * browsers and link handlers run, so such a URL is dropped.
 */
export function isSafeUrl(url: string): boolean {
	const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url.replace(HIDDEN, ''))?.[1]?.toLowerCase();
	return scheme === undefined || scheme === 'http' || scheme === 'https';
}

/** Stored links are shown only when safe; links into our own API, by any host, are refused on input. */
const isSafeLink = (url: string) => isSafeUrl(url) && !isOwnApiLink(url);

function keepUrlIf(
	attribute: string,
	isKept: (url: string) => boolean,
	extra: sanitizeHtml.Attributes = {},
): sanitizeHtml.Transformer {
	return (tagName, attribs) => {
		const { [attribute]: url, ...rest } = attribs;
		const kept = url !== undefined && isKept(url) ? { [attribute]: url } : {};
		return { tagName, attribs: { ...rest, ...kept, ...extra } };
	};
}

/**
 * Allowlist for activity and resource rich text: every tag and attribute the publish form's editor
 * makes (islands/rich-text-editor/editor-extensions.ts), and nothing else: older or pasted `b`,
 * `i`, `h4` and `thead` become what the editor writes for them; `span` and the like give up their text.
 */
const OPTIONS: sanitizeHtml.IOptions = {
	allowedTags: [
		'p',
		'br',
		'strong',
		'em',
		'u',
		's',
		'h2',
		'h3',
		'ul',
		'ol',
		'li',
		'blockquote',
		'a',
		'img',
		'table',
		'tbody',
		'tr',
		'th',
		'td',
		'hr',
	],
	allowedAttributes: {
		a: ['href', 'title'],
		img: ['src', 'alt', 'width', 'height'],
		// The editor keeps a pasted list's numbering (`<ol start="3" type="a">`).
		ol: ['start', { name: 'type', multiple: false, values: ['1', 'a', 'A', 'i', 'I'] }],
		td: ['colspan', 'rowspan'],
		th: ['colspan', 'rowspan'],
	},
	allowedSchemes: ['http', 'https'],
	allowedSchemesByTag: { img: ['http', 'https'] },
	allowProtocolRelative: false,
	transformTags: {
		b: 'strong',
		i: 'em',
		h4: 'h3',
		thead: 'tbody',
		a: keepUrlIf('href', isSafeLink, { rel: 'ugc nofollow noopener', target: '_blank' }),
		// Only our own image files: see image-url.ts for what another address would do.
		img: keepUrlIf('src', isOwnImageUrl),
	},
	// A picture whose address was dropped shows nothing, so it goes altogether.
	exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

const FINAL_OPTIONS: sanitizeHtml.IOptions = {
	...OPTIONS,
	allowedAttributes: { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'rel', 'target'] },
};

/** The first pass keeps bare `<div>`s, which mark lines, so that they can become paragraphs. */
const LINE_OPTIONS: sanitizeHtml.IOptions = {
	...FINAL_OPTIONS,
	allowedTags: [...(OPTIONS.allowedTags || []), 'div'],
};

const LINE_TAG = /<(?:div|p|h[2-4]|ul|ol|blockquote|table|hr)\b/i;

/** Text with lines or blocks is regrouped into paragraphs; a single inline run stays as it is. */
export function sanitizeRichText(html: string): string {
	const clean = sanitizeHtml(html, LINE_OPTIONS);
	if (!LINE_TAG.test(clean)) return clean.trim();
	return sanitizeHtml(groupParagraphs(clean), FINAL_OPTIONS).trim();
}
