import { type KeyboardEvent, useEffect, useMemo, useRef } from 'react';
import { findKeyAction, type KeyAction } from './key-table';
import { seekBackward, stepVolume } from './media-math';
import { LONG_PRESS_MS, SEEK_STEP_SECONDS } from './player-constants';
import type { PlayerCommands } from './use-player-commands';

interface KeyDeps {
	commands: PlayerCommands;
	canSeek: boolean;
	currentTime: () => number;
	volume: () => number;
	openHotkeys: () => void;
}

/** Space belongs to a focused button or menu item; typing targets and the dialogs keep every key. */
function ownsKey(target: EventTarget, key: string): boolean {
	if (!(target instanceof HTMLElement)) return false;
	if (target.closest('input, textarea, select, [contenteditable="true"], dialog')) return true;
	return key === ' ' && target.closest('button, [role^="menuitem"]') !== null;
}

/**
 * Player hotkeys from the key table, bound on the player root so they act only while focus is inside.
 * → short press seeks on release; held 500 ms it plays at 5× until release, blur or tab switch.
 * Unhandled keys (Tab included) are left alone: no keyboard trap.
 */
export function usePlayerKeys(deps: KeyDeps) {
	const depsRef = useRef(deps);
	depsRef.current = deps;
	const hold = useRef<{ timer?: ReturnType<typeof setTimeout> | undefined; fast: boolean }>({
		fast: false,
	});

	const handlers = useMemo(() => {
		const commands = () => depsRef.current.commands;
		const endHold = (seek: boolean) => {
			const h = hold.current;
			if (h.timer !== undefined) {
				clearTimeout(h.timer);
				h.timer = undefined;
				if (seek) commands().seekBy(SEEK_STEP_SECONDS);
			} else if (h.fast) {
				h.fast = false;
				commands().stopFast();
			}
		};
		const actions: Record<KeyAction, (repeat: boolean) => void> = {
			togglePlay: () => commands().togglePlay(),
			seekForward: (repeat) => {
				const h = hold.current;
				if (repeat || h.timer !== undefined || h.fast) return;
				h.timer = setTimeout(() => {
					h.timer = undefined;
					h.fast = true;
					commands().startFast();
				}, LONG_PRESS_MS);
			},
			seekBackward: () => commands().seekTo(seekBackward(depsRef.current.currentTime())),
			volumeUp: () => commands().setVolume(stepVolume(depsRef.current.volume(), 1), true),
			volumeDown: () => commands().setVolume(stepVolume(depsRef.current.volume(), -1), true),
			exitFullScreen: () => commands().exitFullScreen(),
			toggleFullScreen: () => commands().toggleFullScreen(),
			toggleMute: () => commands().toggleMute(),
			showHotkeys: () => depsRef.current.openHotkeys(),
		};
		return {
			onKeyDown(event: KeyboardEvent<HTMLElement>) {
				if (event.defaultPrevented || ownsKey(event.target, event.key)) return;
				const action = findKeyAction(event, depsRef.current.canSeek);
				if (!action) return;
				event.preventDefault();
				actions[action](event.repeat);
			},
			onKeyUp(event: KeyboardEvent<HTMLElement>) {
				if (event.key === 'ArrowRight') endHold(true);
			},
			endHold,
		};
	}, []);

	useEffect(() => {
		const onHidden = () => {
			if (document.hidden) handlers.endHold(false);
		};
		document.addEventListener('visibilitychange', onHidden);
		return () => document.removeEventListener('visibilitychange', onHidden);
	}, [handlers]);

	return handlers;
}
