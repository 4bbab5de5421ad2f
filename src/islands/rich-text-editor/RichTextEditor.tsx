import { useEffect, useRef } from 'react';
import { normaliseEditorHtml, normaliseLinkUrl, TOOLBAR_COMMANDS } from './toolbar-commands';
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

/**
 * A light editor over contentEditable. The DOM owns the text while typing (a controlled
 * innerHTML would move the caret); `value` is written in only when it differs, e.g. a restored draft.
 */
export default function RichTextEditor({
	id,
	labelId,
	value,
	onChange,
	describedBy,
	invalid = false,
	placeholder = '',
}: Props) {
	const area = useRef<HTMLDivElement>(null);

	useEffect(() => {
		const element = area.current;
		if (element && normaliseEditorHtml(element.innerHTML) !== value) element.innerHTML = value;
	}, [value]);

	useEffect(() => {
		// Enter starts a <p>, not the browser's default <div>, so the lines arrive as paragraphs.
		document.execCommand('defaultParagraphSeparator', false, 'p');
	}, []);

	const emit = () => {
		if (area.current) onChange(normaliseEditorHtml(area.current.innerHTML));
	};

	const run = (command: string, commandValue?: string, asksForUrl?: boolean) => {
		area.current?.focus();
		let argument = commandValue;
		if (asksForUrl) {
			const url = normaliseLinkUrl(
				window.prompt('链接地址（http:// 或 https:// 开头）', 'https://') ?? '',
			);
			if (!url) return;
			argument = url;
		}
		// execCommand is deprecated without a replacement for editing; every browser still runs it.
		document.execCommand(command, false, argument);
		emit();
	};

	return (
		<div className="rte" data-invalid={invalid || undefined}>
			<div className="rte-toolbar" role="toolbar" aria-label="格式" aria-controls={id}>
				{TOOLBAR_COMMANDS.map((item) => (
					<button
						key={item.id}
						type="button"
						className={`rte-button rte-${item.id}`}
						aria-label={item.label}
						title={item.label}
						onMouseDown={(event) => event.preventDefault()}
						onClick={() => run(item.command, item.value, item.asksForUrl)}
					>
						{item.glyph}
					</button>
				))}
			</div>
			{/* biome-ignore lint/a11y/useSemanticElements: a rich text area has no native element */}
			<div
				ref={area}
				id={id}
				className="rte-area"
				role="textbox"
				tabIndex={0}
				aria-multiline="true"
				aria-labelledby={labelId}
				aria-describedby={describedBy}
				aria-invalid={invalid || undefined}
				data-placeholder={placeholder}
				contentEditable
				suppressContentEditableWarning
				onInput={emit}
				onBlur={emit}
			/>
		</div>
	);
}
