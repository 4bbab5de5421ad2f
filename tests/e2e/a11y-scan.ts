import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { Result } from 'axe-core';
import { gradientContrastFailures } from './a11y-gradient';

const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface Finding {
	id: string;
	impact: string;
	help: string;
	nodes: string[];
}

function describe(finding: Finding): string {
	return `${finding.impact} ${finding.id} (${finding.help}): ${finding.nodes.join(' | ')}`;
}

const ENHANCED_CONTRAST = 'color-contrast-enhanced';

function nodesOf(violations: Result[]): string[] {
	return violations.flatMap((violation) =>
		violation.nodes.map(
			(node) => `${node.target.join(' ')} ${node.failureSummary?.replaceAll('\n', ' ') ?? ''}`,
		),
	);
}

/**
 * Scans the whole page (or `include` only) with axe: serious and critical violations (and text
 * on a gradient below the contrast minimum) fail the test, moderate and minor ones are printed
 * and attached to the report. With `enhancedContrast` (长辈模式, which promises text contrast of
 * at least 7:1: WCAG 1.4.6, axe's color-contrast-enhanced) the same scan also holds text to that;
 * text on gradients is held to the check below.
 */
export async function expectNoSeriousViolations(
	page: Page,
	state: string,
	include?: string,
	{ enhancedContrast = false } = {},
) {
	// axe's rules on by default (WCAG 2.0–2.2 A and AA, best practices; `options` replaces any
	// `withTags`, so none is given), and not the passes: collecting them doubles a scan's time.
	let builder = new AxeBuilder({ page }).options({
		resultTypes: ['violations', 'incomplete'],
		...(enhancedContrast ? { rules: { [ENHANCED_CONTRAST]: { enabled: true } } } : {}),
	});
	if (include) builder = builder.include(include);
	const started = Date.now();
	const results = await builder.analyze();
	const { incomplete } = results;
	const violations = results.violations.filter((violation) => violation.id !== ENHANCED_CONTRAST);
	if (enhancedContrast) {
		const underSeven = results.violations.filter((violation) => violation.id === ENHANCED_CONTRAST);
		expect.soft(nodesOf(underSeven), `text under 7:1: ${state}`).toEqual([]);
	}
	if (process.env.A11Y_TIMING) console.log(`axe ${state}: ${Date.now() - started} ms`);
	const findings: Finding[] = violations.map((violation) => ({
		id: violation.id,
		impact: violation.impact ?? 'unknown',
		help: violation.help,
		nodes: nodesOf([violation]),
	}));
	const onGradients = await gradientContrastFailures(page, incomplete);
	if (onGradients.length > 0) {
		findings.push({
			id: 'color-contrast',
			impact: 'serious',
			help: 'Text on a gradient must have enough contrast with each of its colour stops',
			nodes: onGradients,
		});
	}
	const failing = findings.filter((finding) => FAILING_IMPACTS.has(finding.impact));
	const minor = findings.filter((finding) => !FAILING_IMPACTS.has(finding.impact));
	if (minor.length > 0) {
		const text = minor.map(describe).join('\n');
		console.log(`axe, ${state} — moderate/minor:\n${text}`);
		await test.info().attach(`axe ${state}`, { body: text, contentType: 'text/plain' });
	}
	expect.soft(failing.map(describe), `serious/critical axe violations: ${state}`).toEqual([]);
}
