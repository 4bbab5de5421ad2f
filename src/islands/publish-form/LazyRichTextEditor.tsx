import { type ComponentProps, lazy, Suspense, useEffect, useRef, useState } from 'react';

const RichTextEditor = lazy(() => import('../rich-text-editor/RichTextEditor'));

/** How far below the screen the editor starts loading: a little, so that it is ready when reached. */
const AHEAD = '100px';

/**
 * The editor is the publish page's largest script (Tiptap and ProseMirror): it loads when its
 * place comes near the screen, so a phone, where it sits below the title, cover and summary, can
 * use the form first.
 */
export default function LazyRichTextEditor(props: ComponentProps<typeof RichTextEditor>) {
	const place = useRef<HTMLParagraphElement>(null);
	const [wanted, setWanted] = useState(false);

	useEffect(() => {
		const element = place.current;
		if (wanted || !element) return;
		if (typeof IntersectionObserver === 'undefined') return setWanted(true);
		const observer = new IntersectionObserver(
			(entries) => {
				if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
			},
			{ rootMargin: AHEAD },
		);
		observer.observe(element);
		return () => observer.disconnect();
	}, [wanted]);

	const placeholder = (
		<p ref={place} className="pf-editor-loading">
			正在加载编辑器…
		</p>
	);
	if (!wanted) return placeholder;
	return (
		<Suspense fallback={placeholder}>
			<RichTextEditor {...props} />
		</Suspense>
	);
}
