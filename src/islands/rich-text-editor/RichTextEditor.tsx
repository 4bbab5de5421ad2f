import { type ChangeEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import UploadProgress from '../materials/UploadProgress';
import { cleanPastedHtml } from './clean-pasted-html';
import EditorToolbar from './EditorToolbar';
import { EDITOR_EXTENSIONS } from './editor-extensions';
import LinkForm from './LinkForm';
import { normaliseEditorHtml } from './toolbar-commands';
import { useEditor } from './use-editor';
import { TEXT_IMAGE_RULE, useImageUpload } from './use-image-upload';
import './prosemirror-base.css';
import './rich-text-editor.css';

interface Props {
	id: string;
	labelId: string;
	value: string;
	onChange: (html: string) => void;
	describedBy?: string | undefined;
	invalid?: boolean;
	placeholder?: string;
}

function areaAttributes({
	id,
	labelId,
	describedBy,
	invalid,
	placeholder,
}: Omit<Props, 'value' | 'onChange'>) {
	return {
		id,
		class: 'rte-area',
		role: 'textbox',
		'aria-multiline': 'true',
		'aria-labelledby': labelId,
		...(describedBy ? { 'aria-describedby': describedBy } : {}),
		...(invalid ? { 'aria-invalid': 'true' } : {}),
		'data-placeholder': placeholder ?? '',
	};
}

/**
 * The activity description's editor (Tiptap). Its HTML is what the server's sanitiser keeps; `value`
 * is written in only when it differs from what the editor last gave, e.g. a restored draft.
 */
export default function RichTextEditor(props: Props) {
	const { id, value, onChange } = props;
	const emitted = useRef(value);
	const onChangeRef = useRef(onChange);
	onChangeRef.current = onChange;
	const fileInput = useRef<HTMLInputElement>(null);
	const mount = useRef<HTMLDivElement>(null);

	const editor = useEditor(mount, {
		extensions: EDITOR_EXTENSIONS,
		content: value,
		injectCSS: false,
		editorProps: { attributes: areaAttributes(props), transformPastedHTML: cleanPastedHtml },
		onUpdate: ({ editor: current }) => {
			const html = normaliseEditorHtml(current.getHTML());
			emitted.current = html;
			onChangeRef.current(html);
		},
	});
	const image = useImageUpload(editor);

	// A layout effect, run as soon as the render is committed: a plain effect may run after the
	// next paint, when a fast typist may have made the editor emit again, and `value` would then look
	// like an outside change and put back the text from before the last keystroke.
	useLayoutEffect(() => {
		if (!editor || value === emitted.current) return;
		emitted.current = value;
		editor.commands.setContent(value, { emitUpdate: false });
	}, [editor, value]);

	const attributes = areaAttributes(props);
	const attributesKey = JSON.stringify(attributes);
	useEffect(() => {
		editor?.setOptions({
			editorProps: { attributes: JSON.parse(attributesKey), transformPastedHTML: cleanPastedHtml },
		});
	}, [editor, attributesKey]);

	const [linking, setLinking] = useState<{ askText: boolean } | null>(null);
	const askForLink = () => {
		if (!editor) return;
		setLinking({ askText: editor.state.selection.empty && !editor.isActive('link') });
	};
	const insertLink = ({ href, text }: { href: string; text: string }) => {
		setLinking(null);
		if (!editor) return;
		const chain = editor.chain().focus();
		if (editor.state.selection.empty && !editor.isActive('link')) {
			// The link ends where its words do: what is typed next is plain text again.
			chain
				.insertContent({
					type: 'text',
					text: text || href,
					marks: [{ type: 'link', attrs: { href } }],
				})
				.unsetMark('link');
		} else chain.extendMarkRange('link').setLink({ href });
		chain.run();
	};

	const pick = (event: ChangeEvent<HTMLInputElement>) => {
		const file = event.target.files?.[0];
		event.target.value = '';
		if (file) void image.upload(file);
	};

	return (
		<div className="rte" data-invalid={props.invalid || undefined}>
			{editor && (
				<EditorToolbar
					editor={editor}
					controls={id}
					busy={image.progress !== null}
					onSpecial={(kind) => (kind === 'link' ? askForLink() : fileInput.current?.click())}
				/>
			)}
			{linking && (
				<LinkForm
					askText={linking.askText}
					onSubmit={insertLink}
					onCancel={() => {
						setLinking(null);
						editor?.commands.focus();
					}}
				/>
			)}
			<input
				ref={fileInput}
				className="visually-hidden"
				type="file"
				tabIndex={-1}
				aria-label="选择要插入的图片"
				accept={TEXT_IMAGE_RULE.mimeTypes.join(',')}
				onChange={pick}
			/>
			{(image.progress !== null || image.problem) && (
				<div className="rte-status">
					{image.progress !== null && <UploadProgress label="图片上传" fraction={image.progress} />}
					{image.problem && (
						<p className="rte-problem" role="alert">
							{image.problem}
						</p>
					)}
				</div>
			)}
			{/* Keyed, so that the editor's element is never taken for the status shown before it. */}
			<div key="editor" ref={mount} className="rte-content" />
		</div>
	);
}
