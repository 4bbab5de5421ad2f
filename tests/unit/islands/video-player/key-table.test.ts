import { describe, expect, it } from 'vitest';
import { findKeyAction, KEY_BINDINGS } from '../../../../src/islands/video-player/key-table';

const press = (
	key: string,
	mods: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {},
) => ({
	key,
	ctrlKey: false,
	altKey: false,
	metaKey: false,
	...mods,
});

describe('player key table', () => {
	it('maps the documented keys to their actions', () => {
		expect(findKeyAction(press(' '), true)).toBe('togglePlay');
		expect(findKeyAction(press('ArrowRight'), true)).toBe('seekForward');
		expect(findKeyAction(press('ArrowLeft'), true)).toBe('seekBackward');
		expect(findKeyAction(press('ArrowUp'), true)).toBe('volumeUp');
		expect(findKeyAction(press('ArrowDown'), true)).toBe('volumeDown');
		expect(findKeyAction(press('f'), true)).toBe('toggleFullScreen');
		expect(findKeyAction(press('Escape'), true)).toBe('exitFullScreen');
	});

	it('leaves Tab and modified keys to the browser, so there is no keyboard trap', () => {
		expect(findKeyAction(press('Tab'), true)).toBeUndefined();
		expect(findKeyAction(press('f', { ctrlKey: true }), true)).toBeUndefined();
	});

	it('turns off seeking keys when the speed option is false', () => {
		expect(findKeyAction(press('ArrowRight'), false)).toBeUndefined();
		expect(findKeyAction(press('ArrowLeft'), false)).toBeUndefined();
		expect(findKeyAction(press(' '), false)).toBe('togglePlay');
	});

	it('describes ← as the 10 s it really seeks, not the 5 s of 1.3.1', () => {
		const left = KEY_BINDINGS.find((b) => b.action === 'seekBackward');
		expect(left?.description).toBe('快退10s');
		expect(KEY_BINDINGS.find((b) => b.action === 'seekForward')?.description).toBe(
			'单次快进10s，长按5倍速播放',
		);
		expect(KEY_BINDINGS.find((b) => b.action === 'volumeDown')?.description).toBe('音量降低10%');
	});
});
