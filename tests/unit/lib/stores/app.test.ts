import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
	$app,
	INITIAL_APP_STATE,
	startAppState,
	toggleDevice,
} from '../../../../src/lib/stores/app';

const CUTOFF = '2026-09-30 23:59:59';
const BEFORE = Date.UTC(2025, 8, 1, 2, 0, 0); // 2025-09-01 10:00:00 Beijing
const AFTER = Date.UTC(2026, 9, 1, 0, 0, 0);

beforeAll(() => {
	useTestStorageEngine();
});

afterEach(() => {
	$app.set({ ...INITIAL_APP_STATE });
	cleanTestStorage();
});

describe('$app', () => {
	it('starts with the add button shown on the desktop and no first-visit times', () => {
		expect($app.get()).toEqual({
			isShowAddBtn: true,
			device: 'desktop',
			isWebFirstTime: '',
			isAppFirstTime: '',
		});
	});

	it('shows the add button only before the cutoff', () => {
		startAppState({ device: 'desktop', inHostApp: false, publishCutoff: CUTOFF, now: BEFORE });
		expect($app.get().isShowAddBtn).toBe(true);
		startAppState({ device: 'desktop', inHostApp: false, publishCutoff: CUTOFF, now: AFTER });
		expect($app.get().isShowAddBtn).toBe(false);
	});

	it('stamps the first web visit once, as YYYY-MM-DD HH:mm:ss', () => {
		const unbind = $app.listen(() => undefined);
		const first = startAppState({
			device: 'mobile',
			inHostApp: false,
			publishCutoff: CUTOFF,
			now: BEFORE,
		});
		const second = startAppState({
			device: 'mobile',
			inHostApp: false,
			publishCutoff: CUTOFF,
			now: AFTER,
		});
		expect([first, second]).toEqual([true, false]);
		expect($app.get()).toMatchObject({ device: 'mobile', isWebFirstTime: '2025-09-01 10:00:00' });
		expect(getTestStorage()['kpy-app:isWebFirstTime']).toBe('"2025-09-01 10:00:00"');
		unbind();
	});

	it('stamps isAppFirstTime only inside the host app and clears it outside', () => {
		startAppState({ device: 'mobile', inHostApp: true, publishCutoff: CUTOFF, now: BEFORE });
		expect($app.get().isAppFirstTime).toBe('2025-09-01 10:00:00');
		startAppState({ device: 'mobile', inHostApp: false, publishCutoff: CUTOFF, now: AFTER });
		expect($app.get().isAppFirstTime).toBe('');
	});

	it('toggles the device value', () => {
		expect(toggleDevice()).toBe('mobile');
		expect(toggleDevice()).toBe('desktop');
	});
});
