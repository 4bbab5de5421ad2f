import { type FormEvent, useState } from 'react';

interface Props {
	onSearch: (keyword: string) => void;
}

/** A name or the last 4 digits of a phone number; an empty search shows everyone. */
export default function SearchBox({ onSearch }: Props) {
	const [text, setText] = useState('');
	const submit = (event: FormEvent) => {
		event.preventDefault();
		onSearch(text.trim());
	};
	return (
		<form className="pt-search" onSubmit={submit}>
			<label htmlFor="pt-keyword" className="visually-hidden">
				搜索姓名或手机尾号
			</label>
			<input
				id="pt-keyword"
				type="search"
				value={text}
				maxLength={20}
				placeholder="姓名或手机尾号（后 4 位）"
				onChange={(event) => setText(event.target.value)}
			/>
			<button type="submit" className="pt-button">
				搜索
			</button>
		</form>
	);
}
