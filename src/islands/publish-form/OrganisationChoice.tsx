import { useEffect, useState } from 'react';
import { getMyOrganisations, type MyOrganisation } from '../../lib/api/organisations';
import Field from './Field';
import type { FormBinding } from './use-publish-form';

/**
 * 发布单位: which of the person's organisations publishes it, so that all its members may run it;
 * the only one is chosen already. Nothing shows for a person without one (the server then makes
 * their own, named after the organiser).
 */
export default function OrganisationChoice({ values, errors, setField }: FormBinding) {
	const [mine, setMine] = useState<MyOrganisation[]>([]);
	useEffect(() => {
		getMyOrganisations({ toast: false })
			.then((loaded) => {
				setMine(loaded.list);
				const [only] = loaded.list;
				if (loaded.list.length === 1 && only) setField('organisation_id', String(only.id));
			})
			.catch(() => undefined);
	}, [setField]);
	if (mine.length === 0) return null;
	return (
		<Field
			field="organisation_id"
			label="发布单位"
			hint="单位的成员都可以修改该活动、查看报名名单和签到"
			error={errors.organisation_id}
		>
			{(a11y) => (
				<select
					{...a11y}
					value={values.organisation_id}
					onChange={(event) => setField('organisation_id', event.target.value)}
				>
					<option value="">以个人名义（按主办单位名称）</option>
					{mine.map((organisation) => (
						<option key={organisation.id} value={String(organisation.id)}>
							{organisation.name}（{organisation.role_name}）
						</option>
					))}
				</select>
			)}
		</Field>
	);
}
