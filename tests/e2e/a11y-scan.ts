import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { gradientContrastFailures } from './a11y-gradient';

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
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

/**
 * Scans the whole page (or `include` only) with axe: serious and critical violations (and text
 * on a gradient below the contrast minimum) fail the test, moderate and minor ones are printed
 * and attached to the report.
 */
export async function expectNoSeriousViolations(page: Page, state: string, include?: string) {
	// Not the passes: collecting every passing node doubles the time of a scan.
	let builder = new AxeBuilder({ page })
		.withTags(TAGS)
		.options({ resultTypes: ['violations', 'incomplete'] });
	if (include) builder = builder.include(include);
	const started = Date.now();
	const { violations, incomplete } = await builder.analyze();
	if (process.env.A11Y_TIMING) console.log(`axe ${state}: ${Date.now() - started} ms`);
	const findings: Finding[] = violations.map((violation) => ({
		id: violation.id,
		impact: violation.impact ?? 'unknown',
		help: violation.help,
		nodes: violation.nodes.map(
			(node) => `${node.target.join(' ')} ${node.failureSummary?.replaceAll('\n', ' ') ?? ''}`,
		),
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

/**
 * 长辈模式 promises text contrast of at least 7:1 (WCAG 1.4.6, axe's color-contrast-enhanced);
 * text on gradients is held to the check above.
 */
export async function expectEnhancedContrast(page: Page, state: string) {
	const { violations } = await new AxeBuilder({ page })
		.withRules(['color-contrast-enhanced'])
		.options({ resultTypes: ['violations'] })
		.analyze();
	const nodes = violations.flatMap((violation) =>
		violation.nodes.map(
			(node) => `${node.target.join(' ')} ${node.failureSummary?.replaceAll('\n', ' ') ?? ''}`,
		),
	);
	expect.soft(nodes, `text under 7:1: ${state}`).toEqual([]);
}
