import { type KeyboardEvent, type MouseEvent, type RefObject, useRef, useState } from 'react';
import type { ContextAction } from './ContextMenu';
import { placeContextMenu } from './media-math';
import { CONTEXT_MENU_WIDTH } from './player-constants';
import type { PlayerAction } from './player-reducer';

const CONTEXT_MENU_HEIGHT = 160;

export type PlayerDialog = 'colour' | 'hotkeys' | null;

/** The context menu and the two dialogs of one player: where the menu opens and what its items do. */
export function usePlayerPopups(
	wrapRef: RefObject<HTMLElement | null>,
	dispatch: (action: PlayerAction) => void,
) {
	const [dialog, setDialog] = useState<PlayerDialog>(null);
	const [context, setContext] = useState<{ left: number; top: number } | null>(null);
	const closedByStagePress = useRef(false);

	const openContext = (x: number, y: number) => {
		const box = wrapRef.current?.getBoundingClientRect();
		if (!box) return;
		setContext(
			placeContextMenu(x, y, box, { width: CONTEXT_MENU_WIDTH, height: CONTEXT_MENU_HEIGHT }),
		);
	};
	const actions: Record<ContextAction, () => void> = {
		colour: () => setDialog('colour'),
		hotkeys: () => setDialog('hotkeys'),
		copy: () => {
			void navigator.clipboard
				?.writeText(window.location.href)
				.then(() => dispatch({ type: 'announce', text: '已复制视频网址' }));
		},
		version: () => wrapRef.current?.focus(),
	};

	return {
		dialog,
		setDialog,
		context,
		/** Closes the menu; a press on the picture that closes it must not also toggle playback. */
		closeContext: (press?: Event) => {
			const target = press?.target;
			closedByStagePress.current = target instanceof Element && !!target.closest('.vp-stage');
			setContext(null);
		},
		/** True once after a press on the picture closed the menu: its click is spent. */
		takeClosingPress(): boolean {
			const spent = closedByStagePress.current;
			closedByStagePress.current = false;
			return spent;
		},
		onContextMenu(event: MouseEvent<HTMLElement>) {
			event.preventDefault();
			const box = event.currentTarget.getBoundingClientRect();
			openContext(event.clientX - box.left, event.clientY - box.top);
		},
		/** Shift+F10 and the ContextMenu key open the menu from the keyboard; true when handled. */
		onMenuKey(event: KeyboardEvent<HTMLElement>): boolean {
			if (event.key !== 'ContextMenu' && !(event.shiftKey && event.key === 'F10')) return false;
			event.preventDefault();
			openContext(16, 16);
			return true;
		},
		onContextAction(action: ContextAction) {
			setContext(null);
			actions[action]();
		},
	};
}
