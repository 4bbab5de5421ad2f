import type { Editor } from '@tiptap/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import { runTableAction } from './table-loader';
import { isCommandActive, TOOLBAR_COMMANDS, type ToolbarCommand } from './toolbar-commands';
import { useEditorState } from './use-editor';

interface Props {
	editor: Editor;
	controls: string;
	onSpecial: (kind: 'link' | 'image') => void;
	busy: boolean;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
	ArrowRight: (index, count) => (index + 1) % count,
	ArrowLeft: (index, count) => (index - 1 + count) % count,
	Home: () => 0,
	End: (_index, count) => count - 1,
};

/**
 * The formatting toolbar, one tab stop with arrow keys between its buttons (the WAI-ARIA toolbar
 * pattern); toggles say whether they are on with aria-pressed.
 */
export default function EditorToolbar({ editor, controls, onSpecial, busy }: Props) {
	const state = useEditorState(editor, (current) => ({
		inTable: current.isActive('table'),
		canUndo: current.can().undo(),
		canRedo: current.can().redo(),
		active: TOOLBAR_COMMANDS.map((item) => isCommandActive(current, item)),
	}));
	const [focused, setFocused] = useState(0);
	const bar = useRef<HTMLDivElement>(null);
	const shown = TOOLBAR_COMMANDS.map((item, index) => ({ item, index })).filter(
		({ item }) => !item.inTable || state.inTable,
	);
	const current = Math.min(focused, shown.length - 1);

	const disabled = (item: ToolbarCommand) =>
		(item.id === 'undo' && !state.canUndo) ||
		(item.id === 'redo' && !state.canRedo) ||
		(item.special === 'image' && busy);

	const press = (item: ToolbarCommand) => {
		if (disabled(item)) return;
		if (item.special) onSpecial(item.special);
		else if (item.table) void runTableAction(editor, item.table);
		// Focusing a focused editor re-reads the selection, which drops a mark just toggled off.
		else if (item.run) item.run(editor.isFocused ? editor.chain() : editor.chain().focus()).run();
	};

	const move = (event: KeyboardEvent) => {
		const next = MOVES[event.key]?.(current, shown.length);
		if (next === undefined) return;
		event.preventDefault();
		setFocused(next);
		bar.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
	};

	return (
		<div
			ref={bar}
			className="rte-toolbar"
			role="toolbar"
			aria-label="格式"
			aria-controls={controls}
			onKeyDown={move}
		>
			{shown.map(({ item, index }, position) => (
				<button
					key={item.id}
					type="button"
					className={`rte-button rte-${item.id}${item.group ? ' rte-group' : ''}`}
					aria-label={item.label}
					aria-pressed={state.active[index]}
					title={item.label}
					tabIndex={position === current ? 0 : -1}
					// aria-disabled, not disabled: the toolbar's one tab stop may be 撤销 before any edit.
					aria-disabled={disabled(item) || undefined}
					onFocus={() => setFocused(position)}
					onMouseDown={(event) => event.preventDefault()}
					onClick={() => press(item)}
				>
					{item.glyph}
				</button>
			))}
		</div>
	);
}
