import { Editor, type EditorOptions } from '@tiptap/core';
import { type RefObject, useEffect, useReducer, useRef, useState } from 'react';

/**
 * A Tiptap editor mounted in `mount` after the first render and destroyed with the component. In
 * place of `@tiptap/react`, which with its React-only helpers costs the publish page 6 KB gzip;
 * the options are read once, so callbacks in them should read their values through refs.
 */
export function useEditor(
	mount: RefObject<HTMLElement | null>,
	options: Partial<EditorOptions>,
): Editor | null {
	const [editor, setEditor] = useState<Editor | null>(null);
	const initial = useRef(options);
	useEffect(() => {
		const created = new Editor({ ...initial.current, element: mount.current });
		setEditor(created);
		return () => created.destroy();
	}, [mount]);
	return editor;
}

/**
 * What `select` reads from the editor, read again after each transaction; the component renders
 * again only when the result differs (compared as JSON: the toolbar's state is a few booleans).
 */
export function useEditorState<T>(editor: Editor, select: (editor: Editor) => T): T {
	const [, rerender] = useReducer((count: number) => count + 1, 0);
	const selectRef = useRef(select);
	selectRef.current = select;
	const last = useRef<{ json: string; value: T } | null>(null);
	if (last.current === null) {
		const value = select(editor);
		last.current = { json: JSON.stringify(value), value };
	}
	useEffect(() => {
		const update = () => {
			const value = selectRef.current(editor);
			const json = JSON.stringify(value);
			if (json === last.current?.json) return;
			last.current = { json, value };
			rerender();
		};
		update();
		editor.on('transaction', update);
		return () => {
			editor.off('transaction', update);
		};
	}, [editor]);
	return last.current.value;
}
