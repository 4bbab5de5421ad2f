import { describe, expect, it } from 'vitest';
import {
	RESUME_MAX_ENTRIES,
	RESUME_STORAGE_KEY,
	readResumePoint,
	saveResumePoint,
} from '../../../../src/islands/video-player/resume-point';

function createMemoryStorage() {
	const items = new Map<string, string>();
	return {
		getItem: (key: string) => items.get(key) ?? null,
		setItem: (key: string, value: string) => void items.set(key, value),
	};
}

const DEMO = '/media/videos/demo-1/master.m3u8';

describe('resume point', () => {
	it('offers the place saved for the same video only', () => {
		const storage = createMemoryStorage();
		saveResumePoint(storage, DEMO, 192.4, 600, 1);
		expect(readResumePoint(storage, DEMO)).toBe(192.4);
		expect(readResumePoint(storage, '/media/videos/demo-2/master.m3u8')).toBeNull();
	});

	it('forgets the video in its last 5 % and at its very start', () => {
		const storage = createMemoryStorage();
		saveResumePoint(storage, DEMO, 300, 600, 1);
		saveResumePoint(storage, DEMO, 571, 600, 2);
		expect(readResumePoint(storage, DEMO)).toBeNull();
		saveResumePoint(storage, DEMO, 569, 600, 3);
		expect(readResumePoint(storage, DEMO)).toBe(569);
		saveResumePoint(storage, DEMO, 1, 600, 4);
		expect(readResumePoint(storage, DEMO)).toBeNull();
	});

	it('keeps the most recently watched videos when the book is full', () => {
		const storage = createMemoryStorage();
		for (let i = 0; i <= RESUME_MAX_ENTRIES; i++) saveResumePoint(storage, `v${i}`, 10, 60, i);
		expect(readResumePoint(storage, 'v0')).toBeNull();
		expect(readResumePoint(storage, `v${RESUME_MAX_ENTRIES}`)).toBe(10);
		expect(Object.keys(JSON.parse(storage.getItem(RESUME_STORAGE_KEY) ?? '{}'))).toHaveLength(
			RESUME_MAX_ENTRIES,
		);
	});

	it('reads garbage in storage as nothing remembered', () => {
		const storage = createMemoryStorage();
		storage.setItem(RESUME_STORAGE_KEY, '{not json');
		expect(readResumePoint(storage, DEMO)).toBeNull();
		saveResumePoint(storage, DEMO, 5, 8, 1);
		expect(readResumePoint(storage, DEMO)).toBe(5);
	});
});
