import { useEffect, useState } from 'react';
import { listCities, PROVINCES, type RegionOption } from '../../lib/regions';
import Field from './Field';
import type { FormBinding } from './use-publish-form';

interface Props extends FormBinding {
	loadDistricts: (cityCode: string) => Promise<RegionOption[]>;
}

/** Province and city come with the page; districts are asked of the server once a city is chosen. */
export default function RegionFields({ values, errors, setField, loadDistricts }: Props) {
	const cities = values.province_code ? listCities(values.province_code) : [];
	const [districts, setDistricts] = useState<RegionOption[]>([]);

	useEffect(() => {
		if (!values.city_code) {
			setDistricts([]);
			return;
		}
		let live = true;
		loadDistricts(values.city_code)
			.then((list) => live && setDistricts(list))
			.catch(() => live && setDistricts([]));
		return () => {
			live = false;
		};
	}, [values.city_code, loadDistricts]);

	const chooseProvince = (code: string) => {
		setField('province_code', code);
		const only = code ? listCities(code) : [];
		setField('city_code', only.length === 1 ? (only[0]?.code ?? '') : '');
		setField('district_code', '');
	};

	return (
		<div className="pf-row pf-row-3">
			<Field field="province_code" label="省份" required error={errors.province_code}>
				{(a11y) => (
					<select
						{...a11y}
						value={values.province_code}
						onChange={(e) => chooseProvince(e.target.value)}
					>
						<option value="">请选择省份</option>
						{PROVINCES.map((row) => (
							<option key={row.code} value={row.code}>
								{row.name}
							</option>
						))}
					</select>
				)}
			</Field>
			<Field field="city_code" label="城市" error={errors.city_code}>
				{(a11y) => (
					<select
						{...a11y}
						value={values.city_code}
						disabled={cities.length === 0}
						onChange={(event) => {
							setField('city_code', event.target.value);
							setField('district_code', '');
						}}
					>
						<option value="">请选择城市</option>
						{cities.map((row) => (
							<option key={row.code} value={row.code}>
								{row.name}
							</option>
						))}
					</select>
				)}
			</Field>
			<Field field="district_code" label="区县" error={errors.district_code}>
				{(a11y) => (
					<select
						{...a11y}
						value={values.district_code}
						disabled={districts.length === 0}
						onChange={(event) => setField('district_code', event.target.value)}
					>
						<option value="">请选择区县</option>
						{districts.map((row) => (
							<option key={row.code} value={row.code}>
								{row.name}
							</option>
						))}
					</select>
				)}
			</Field>
		</div>
	);
}
