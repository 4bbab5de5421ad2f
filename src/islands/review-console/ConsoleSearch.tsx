import { type FormEvent, useState } from 'react';

interface Props {
	/** The form's name for screen readers, and its box's. */
	label: string;
	boxLabel: string;
	placeholder: string;
	/** Called with the trimmed words when the form is sent. */
	onSearch: (keyword: string) => void;
}

/** A console list's search box: the words apply when sent, not at each keystroke. */
export default function ConsoleSearch({ label, boxLabel, placeholder, onSearch }: Props) {
	const [draft, setDraft] = useState('');
	const submit = (event: FormEvent) => {
		event.preventDefault();
		onSearch(draft.trim());
	};
	return (
		<form className="rc-search" onSubmit={submit} aria-label={label}>
			<input
				type="search"
				value={draft}
				onChange={(event) => setDraft(event.target.value)}
				placeholder={placeholder}
				aria-label={boxLabel}
				maxLength={50}
			/>
			<button type="submit" className="rc-stats-link">
				搜索
			</button>
		</form>
	);
}
