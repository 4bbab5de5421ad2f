import { describe, expect, it } from 'vitest';
import {
	clearDraft,
	type DraftStorage,
	draftKey,
	isChanged,
	loadDraft,
	saveDraft,
} from '../../../../src/islands/publish-form/draft-storage';
import { EMPTY_FORM_VALUES } from '../../../../src/islands/publish-form/form-values';

function createMemoryStorage(): DraftStorage & { data: Map<string, string> } {
	const data = new Map<string, string>();
	return {
		data,
		getItem: (key) => data.get(key) ?? null,
		setItem: (key, value) => {
			data.set(key, value);
		},
		removeItem: (key) => {
			data.delete(key);
		},
	};
}

describe('publish draft storage', () => {
	it('keeps one draft for a new activity and one per edited activity', () => {
		expect(draftKey(null)).toBe('kpy-publish-draft:new');
		expect(draftKey(42)).toBe('kpy-publish-draft:42');
	});

	it('gives back the saved values after a reload', () => {
		const storage = createMemoryStorage();
		const values = { ...EMPTY_FORM_VALUES, title: '草稿标题', audiences: [1, 8] };
		saveDraft(storage, null, values, 1000);
		expect(loadDraft(storage, null)).toEqual({ values, savedAt: 1000 });
		expect(loadDraft(storage, 7)).toBeNull();
	});

	it('ignores unknown keys and wrongly typed values of a tampered draft', () => {
		const storage = createMemoryStorage();
		storage.setItem(
			draftKey(null),
			JSON.stringify({ values: { title: 5, summary: 'ok', audiences: [1, 'x'], evil: 1 } }),
		);
		const draft = loadDraft(storage, null);
		expect(draft?.values.title).toBe('');
		expect(draft?.values.summary).toBe('ok');
		expect(draft?.values.audiences).toEqual([1]);
		expect(draft?.values).not.toHaveProperty('evil');
	});

	it('answers no draft for unreadable text', () => {
		const storage = createMemoryStorage();
		storage.setItem(draftKey(null), '{not json');
		expect(loadDraft(storage, null)).toBeNull();
	});

	it('survives a storage that refuses to write', () => {
		const storage: DraftStorage = {
			getItem: () => null,
			setItem: () => {
				throw new Error('QuotaExceededError');
			},
			removeItem: () => {
				throw new Error('SecurityError');
			},
		};
		expect(() => saveDraft(storage, null, EMPTY_FORM_VALUES, 1)).not.toThrow();
		expect(() => clearDraft(storage, null)).not.toThrow();
	});

	it('treats a form still as it started as nothing worth keeping', () => {
		const saved = { ...EMPTY_FORM_VALUES, title: '已发布的活动' };
		expect(isChanged(EMPTY_FORM_VALUES, EMPTY_FORM_VALUES)).toBe(false);
		expect(isChanged({ ...saved }, saved)).toBe(false);
		expect(isChanged({ ...saved, title: '改过的标题' }, saved)).toBe(true);
	});
});
