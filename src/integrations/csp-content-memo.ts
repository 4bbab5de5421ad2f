import type { AstroIntegration } from 'astro';
import { astroSourcePatch } from './astro-source-patch';

/** Astro's module that writes a page's Content-Security-Policy header. */
const CSP_MODULE = /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]csp\.js$/;
const RENDER_FUNCTION = 'function renderCspContent(result) {';
/** Everything of `result` that Astro's function reads; the memo's key is made of these. */
const READ_FROM_RESULT = [
	'result._metadata.extraScriptHashes',
	'result._metadata.extraStyleHashes',
	'result;',
];
const DESTRUCTURED = 'const { scriptDirective, styleDirective, directives } = result;';

const MEMO = `const kpyCspContents = new Map();
function kpyCspPart(list) {
  return Array.from(list, (entry) => (typeof entry === "string" ? entry : JSON.stringify(entry))).join(" ");
}
function renderCspContent(result) {
  const { scriptDirective, styleDirective, directives, _metadata } = result;
  const key = [
    kpyCspPart(directives),
    kpyCspPart(scriptDirective.resources),
    kpyCspPart(scriptDirective.hashes),
    scriptDirective.strictDynamic ? "strict-dynamic" : "",
    kpyCspPart(styleDirective.resources),
    kpyCspPart(styleDirective.hashes),
    kpyCspPart(_metadata.extraScriptHashes),
    kpyCspPart(_metadata.extraStyleHashes),
  ].join("\\n");
  let content = kpyCspContents.get(key);
  if (content === undefined) {
    content = kpyRenderCspContent(result);
    if (kpyCspContents.size < 500) kpyCspContents.set(key, content);
  }
  return content;
}
function kpyRenderCspContent(result) {`;

/**
 * Rewrites Astro's `renderCspContent` so that each distinct policy is written once per process:
 * its inputs are the route's hashes, the configured directives and what page-csp.ts adds, the
 * same for every render of a route, yet Astro rebuilds the header from them on each render (some
 * 0.1 ms of a page's miss). Throws if the function no longer reads exactly what the key covers.
 */
export function memoiseCspContent(code: string, id: string): string {
	const start = code.indexOf(RENDER_FUNCTION);
	const end = code.indexOf('\nfunction ', start + RENDER_FUNCTION.length);
	if (start === -1 || end === -1) throw new Error(`${id} no longer defines renderCspContent`);
	const body = code.slice(start + RENDER_FUNCTION.length, end);
	const reads = [...new Set(body.match(/\bresult\b[\w.]*;?/g))].sort();
	if (!body.includes(DESTRUCTURED) || reads.join() !== [...READ_FROM_RESULT].sort().join()) {
		throw new Error(
			`${id}: renderCspContent reads ${reads.join(', ')}, which the memo does not key`,
		);
	}
	return code.replace(RENDER_FUNCTION, MEMO);
}

/** The build's patch of Astro's CSP header (memoiseCspContent); the build fails without it. */
export function cspContentMemo(): AstroIntegration {
	return astroSourcePatch({
		name: 'kpy-csp-content-memo',
		module: CSP_MODULE,
		patch: memoiseCspContent,
		target: "Astro's renderCspContent",
	});
}
