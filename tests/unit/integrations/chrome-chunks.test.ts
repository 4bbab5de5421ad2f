import { describe, expect, test } from 'vitest';
import { chromeGroups, type ModuleGraph } from '../../../src/integrations/chrome-chunks';

const ISLANDS = '/p/src/islands';
const HEADER = `${ISLANDS}/chrome/HeaderAccount.tsx`;
const MENU = `${ISLANDS}/chrome/MobileMenu.tsx`;
const FEEDBACK = `${ISLANDS}/feedback/Feedback.tsx`;
const ACTIONS = `${ISLANDS}/activity-actions/ActivityActions.tsx`;
const REACT = '/p/node_modules/react/index.js';

/** A module graph from each module's imports. */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
	return {
		getModuleInfo: (id) => ({
			importedIds: imports[id] ?? [],
			importers: Object.keys(imports).filter((by) => imports[by]?.includes(id)),
		}),
	};
}

function groupsIn(imports: Record<string, string[]>) {
	const graph = graphOf(imports);
	const chrome = chromeGroups({
		islandCode: /[\\/]src[\\/](islands|lib)[\\/]/,
		takenEarlier: (id) => id === REACT,
	});
	return (id: string) => chrome.everyLayout(id, graph) ?? chrome.oneLayout(id, graph);
}

describe('the layouts’ chunks', () => {
	test('code only the desktop header uses goes to the desktop file, the mobile menu’s to the mobile one', () => {
		const groupOf = groupsIn({
			[HEADER]: ['/p/src/lib/header-only.ts', REACT],
			[MENU]: ['/p/src/lib/menu-only.ts'],
			'/p/src/lib/header-only.ts': [REACT],
			'/p/src/lib/menu-only.ts': [],
		});
		expect(groupOf('/p/src/lib/header-only.ts')).toBe('chrome-desktop');
		expect(groupOf('/p/src/lib/menu-only.ts')).toBe('chrome-mobile');
	});

	test('code both layouts’ islands use, or an island on every page uses, goes to the shared file', () => {
		const groupOf = groupsIn({
			[HEADER]: ['/p/src/lib/session.ts'],
			[MENU]: ['/p/src/lib/session.ts'],
			[FEEDBACK]: ['/p/src/lib/toast.ts'],
			[ACTIONS]: ['/p/src/lib/toast.ts'],
			'/p/src/lib/session.ts': [],
			'/p/src/lib/toast.ts': [],
		});
		expect(groupOf('/p/src/lib/session.ts')).toBe('chrome');
		expect(groupOf('/p/src/lib/toast.ts')).toBe('chrome');
	});

	test('code a page island shares with one layout’s header stays out of the layouts’ files', () => {
		const groupOf = groupsIn({
			[HEADER]: ['/p/src/lib/header-only.ts', '/p/src/lib/calls.ts'],
			[ACTIONS]: ['/p/src/lib/calls.ts'],
			'/p/src/lib/calls.ts': [],
		});
		expect(groupOf('/p/src/lib/calls.ts')).toBeNull();
	});

	test('a module whose imports would drag a page island’s code along stays out too', () => {
		const groupOf = groupsIn({
			[HEADER]: ['/p/src/lib/header-only.ts'],
			[ACTIONS]: ['/p/src/lib/calls.ts'],
			'/p/src/lib/header-only.ts': ['/p/src/lib/calls.ts', REACT],
			'/p/src/lib/calls.ts': [],
		});
		expect(groupOf('/p/src/lib/header-only.ts')).toBeNull();
	});

	test('styles go with the code that imports them; the islands’ own modules stay their entries', () => {
		const groupOf = groupsIn({
			[HEADER]: ['/p/src/islands/shared/Dialog.tsx'],
			'/p/src/islands/shared/Dialog.tsx': ['/p/src/islands/shared/dialog.css'],
			'/p/src/islands/shared/dialog.css': [],
		});
		expect(groupOf('/p/src/islands/shared/dialog.css')).toBe('chrome-desktop');
		expect(groupOf('/p/src/islands/shared/Dialog.tsx')).toBe('chrome-desktop');
		expect(groupOf(HEADER)).toBeNull();
	});
});
