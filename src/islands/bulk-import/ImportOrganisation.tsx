import { useEffect, useId, useState } from 'react';
import { getMyOrganisations, type MyOrganisation } from '../../lib/api/organisations';

interface Props {
	value: string;
	onChange: (value: string) => void;
}

/**
 * 发布单位 of an import, as the publish form offers it: the only one chosen already; nothing shows
 * for a person without one (each row is then its 主办单位's own).
 */
export default function ImportOrganisation({ value, onChange }: Props) {
	const [mine, setMine] = useState<MyOrganisation[]>([]);
	const id = useId();
	useEffect(() => {
		getMyOrganisations({ toast: false })
			.then((loaded) => {
				setMine(loaded.list);
				const [only] = loaded.list;
				if (loaded.list.length === 1 && only) onChange(String(only.id));
			})
			.catch(() => undefined);
	}, [onChange]);
	if (mine.length === 0) return null;
	return (
		// Named by its label alone (not its options), apart from the form's own 发布单位.
		<span className="bi-file">
			<label htmlFor={id}>批量发布的单位</label>
			<select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
				<option value="">按每行的主办单位</option>
				{mine.map((organisation) => (
					<option key={organisation.id} value={String(organisation.id)}>
						{organisation.name}（{organisation.role_name}）
					</option>
				))}
			</select>
		</span>
	);
}
