import { type FormEvent, useState } from 'react';
import { addOrganisation } from '../../lib/api/organisations';
import { ORGANISATION_TYPE_NAMES, ORGANISATION_TYPES } from '../../lib/organisations';
import { PROVINCES } from '../../lib/provinces';

/** 创建单位: its name, type and province; the creator becomes its 负责人. */
export default function NewOrganisation({ onCreated }: { onCreated: () => void }) {
	const [name, setName] = useState('');
	const [type, setType] = useState<string>('school');
	const [province, setProvince] = useState('');
	const submit = async (event: FormEvent) => {
		event.preventDefault();
		try {
			await addOrganisation({ name: name.trim(), type, province_code: province });
			setName('');
			onCreated();
		} catch {
			// The request's toast names the field.
		}
	};
	return (
		<form className="uc-orgs-form uc-orgs-new" onSubmit={submit} aria-label="创建单位">
			<h3>创建单位</h3>
			<label>
				单位名称
				<input
					value={name}
					onChange={(event) => setName(event.target.value)}
					placeholder="如：北京市第一中学"
				/>
			</label>
			<label>
				单位类型
				<select value={type} onChange={(event) => setType(event.target.value)}>
					{ORGANISATION_TYPES.map((id) => (
						<option key={id} value={id}>
							{ORGANISATION_TYPE_NAMES[id]}
						</option>
					))}
				</select>
			</label>
			<label>
				所在省份
				<select value={province} onChange={(event) => setProvince(event.target.value)}>
					<option value="">请选择</option>
					{PROVINCES.map((row) => (
						<option key={row.code} value={row.code}>
							{row.name}
						</option>
					))}
				</select>
			</label>
			<button type="submit" className="uc-orgs-primary">
				创建
			</button>
		</form>
	);
}
