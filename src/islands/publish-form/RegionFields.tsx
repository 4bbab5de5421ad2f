import { useEffect, useRef, useState } from 'react';
import { PROVINCES, type RegionOption } from '../../lib/provinces';
import Field from './Field';
import type { FormBinding } from './use-publish-form';

interface Props extends FormBinding {
	loadRegions: (parentCode: string) => Promise<RegionOption[]>;
}

/** The children of `parentCode` as the server lists them; none until they come or without a parent. */
function useRegionChildren(parentCode: string, loadRegions: Props['loadRegions']): RegionOption[] {
	const [loaded, setLoaded] = useState({ parentCode: '', children: [] as RegionOption[] });
	useEffect(() => {
		if (!parentCode) return;
		let live = true;
		const settle = (children: RegionOption[]) => live && setLoaded({ parentCode, children });
		loadRegions(parentCode)
			.then(settle)
			.catch(() => settle([]));
		return () => {
			live = false;
		};
	}, [parentCode, loadRegions]);
	return parentCode && loaded.parentCode === parentCode ? loaded.children : [];
}

/**
 * Provinces come with the page; a province's cities and a city's districts are asked of the server
 * once it is chosen (or restored), which keeps 340 cities out of the page's script.
 */
export default function RegionFields({ values, errors, setField, loadRegions }: Props) {
	const cities = useRegionChildren(values.province_code, loadRegions);
	const districts = useRegionChildren(values.city_code, loadRegions);
	// A province just chosen whose one city (a municipality's) is chosen with it once it comes.
	const pickOnlyCityOf = useRef('');

	useEffect(() => {
		if (pickOnlyCityOf.current !== values.province_code || cities.length === 0) return;
		pickOnlyCityOf.current = '';
		const [only] = cities;
		if (cities.length === 1 && only) setField('city_code', only.code);
	}, [cities, values.province_code, setField]);

	const chooseProvince = (code: string) => {
		pickOnlyCityOf.current = code;
		setField('province_code', code);
		setField('city_code', '');
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
