/** One `<url>` of a sitemap: an absolute address and when its content last changed. */
export interface SitemapEntry {
	loc: string;
	lastmod?: Date | undefined;
}

const XML_ESCAPES: Record<string, string> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&apos;',
};

function escapeXml(text: string): string {
	return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

function entryXml(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
	const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
	return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** A `<urlset>` (sitemaps.org 0.9), one `<url>` a line. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
	const lines = entries.map((entry) => entryXml('url', entry));
	return `${HEAD}<urlset ${NS}>\n${lines.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` naming each part. */
export function sitemapIndexXml(parts: readonly SitemapEntry[]): string {
	const lines = parts.map((part) => entryXml('sitemap', part));
	return `${HEAD}<sitemapindex ${NS}>\n${lines.join('\n')}\n</sitemapindex>\n`;
}
