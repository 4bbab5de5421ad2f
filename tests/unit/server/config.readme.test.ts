import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readServerConfig } from '../../../src/server/config';

/**
 * The README's configuration table against the code: the variables the server reads are exactly the
 * ones listed, and a default written as a value (`4321`) is what the server does when the variable
 * is unset.
 */
interface Row {
	name: string;
	/** The default when the table gives one value in backticks, else undefined. */
	value: string | undefined;
}

function tableRows(): Row[] {
	const readme = readFileSync('README.md', 'utf8');
	const section = readme.slice(readme.indexOf('## Configuration'));
	const body = section.slice(0, section.indexOf('\n## ', 1));
	return [...body.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \| ([^|]*) \|/gm)].map(([, name, cell]) => ({
		name: name ?? '',
		value: /^`([^`]*)`$/.exec(cell?.trim() ?? '')?.[1],
	}));
}

/** Set by the server for itself, never by whoever runs it. */
const INTERNAL = new Set(['ASTRO_NODE_AUTOSTART', 'NODE_OPTIONS', 'KPY_PREPARING_DATABASE']);

const READS = [
	/\w+\(env, '([A-Z][A-Z0-9_]*)'/g,
	/env\.([A-Z][A-Z0-9_]*)/g,
	/process\.env\[([A-Z][A-Z0-9_]*)\]/g,
	/\{ ([A-Z][A-Z0-9_]*): \w+, ([A-Z][A-Z0-9_]*): \w+ \} = process\.env/g,
	/^\s+\w+: '(SMS_TEMPLATE_[A-Z]+)',$/gm,
];

/** Every variable name src/server reads, as the readers spell their reads. */
function variablesRead(): Set<string> {
	const names = new Set<string>();
	const files = readdirSync('src/server', { recursive: true, encoding: 'utf8' })
		.filter((name) => /\.(ts|mjs)$/.test(name))
		.map((name) => join('src/server', name));
	for (const file of files) {
		let text = readFileSync(file, 'utf8');
		// A constant holding a variable's name: `const MARKER = 'KPY_PROCESS_TUNED'`.
		for (const [, constant, value] of text.matchAll(/const ([A-Z_]+) = '([A-Z][A-Z0-9_]+)';/g)) {
			text = text.replaceAll(`process.env[${constant}]`, `process.env[${value}]`);
		}
		for (const pattern of READS) {
			for (const match of text.matchAll(pattern)) {
				for (const name of match.slice(1)) if (name) names.add(name);
			}
		}
	}
	for (const name of INTERNAL) names.delete(name);
	return names;
}

/** Every provider and store switched on, so that their readers run. */
const ALL_ON = {
	LOGIN_CODE_SENDER: 'tencent',
	SMS_ACCESS_KEY_ID: 'id',
	SMS_ACCESS_KEY_SECRET: 'secret',
	SMS_SIGN_NAME: '科普悦',
	SMS_TEMPLATE_ID: '1110',
	SMS_SDK_APP_ID: '1400006666',
	UPLOAD_STORE: 's3://bucket/prefix',
	WECHAT_APP_ID: 'wx0000',
	WECHAT_APP_SECRET: 'secret',
};

describe('the configuration table in README.md', () => {
	test('lists every variable the server reads, and no other', () => {
		const listed = tableRows().map((row) => row.name);
		expect(new Set(listed).size, 'a variable listed twice').toBe(listed.length);
		expect([...listed].sort()).toEqual([...variablesRead()].sort());
	});

	test('each default given as a value is what the server does without the variable', () => {
		const checked = tableRows().filter((row) => row.value !== undefined);
		expect(checked.length).toBeGreaterThan(20);
		for (const { name, value } of checked) {
			const base: Record<string, string> = name in ALL_ON ? {} : { ...ALL_ON };
			expect(readServerConfig({ ...base, [name]: value }), name).toEqual(readServerConfig(base));
		}
	});
});
