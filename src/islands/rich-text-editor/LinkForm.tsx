import { useEffect, useId, useRef, useState } from 'react';
import { normaliseLinkUrl } from './toolbar-commands';

interface Props {
	/** Ask for the words to show too: nothing is selected to link. */
	askText: boolean;
	onSubmit: (link: { href: string; text: string }) => void;
	onCancel: () => void;
}

/**
 * The toolbar's 链接: the address (and, with nothing selected, the words to show) in the page
 * itself, where a `window.prompt` would be blocked by in-app browsers. A fieldset, not a form: the
 * editor sits inside the publish form. Enter confirms, Esc cancels.
 */
export default function LinkForm({ askText, onSubmit, onCancel }: Props) {
	const id = useId();
	const [href, setHref] = useState('https://');
	const [text, setText] = useState('');
	const [problem, setProblem] = useState('');
	const address = useRef<HTMLInputElement>(null);

	useEffect(() => {
		address.current?.focus();
		address.current?.select();
	}, []);

	const submit = () => {
		const url = normaliseLinkUrl(href);
		if (!url) {
			setProblem('链接地址应以 http:// 或 https:// 开头');
			address.current?.focus();
			return;
		}
		onSubmit({ href: url, text: text.trim() });
	};

	return (
		<fieldset
			className="rte-link-form"
			onKeyDown={(event) => {
				if (event.key === 'Escape') {
					event.preventDefault();
					onCancel();
				} else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
					event.preventDefault();
					submit();
				}
			}}
		>
			<legend className="visually-hidden">插入链接</legend>
			<label htmlFor={`${id}-href`}>链接地址</label>
			<input
				ref={address}
				id={`${id}-href`}
				type="text"
				inputMode="url"
				value={href}
				aria-invalid={problem ? true : undefined}
				aria-describedby={problem ? `${id}-problem` : undefined}
				onChange={(event) => {
					setHref(event.target.value);
					setProblem('');
				}}
			/>
			{askText && (
				<>
					<label htmlFor={`${id}-text`}>显示文字</label>
					<input
						id={`${id}-text`}
						type="text"
						value={text}
						placeholder="不填则显示链接地址"
						maxLength={100}
						onChange={(event) => setText(event.target.value)}
					/>
				</>
			)}
			<div className="rte-link-actions">
				<button type="button" className="rte-link-confirm" onClick={submit}>
					确定
				</button>
				<button type="button" onClick={onCancel}>
					取消
				</button>
			</div>
			{problem && (
				<p className="rte-problem" id={`${id}-problem`} role="alert">
					{problem}
				</p>
			)}
		</fieldset>
	);
}
