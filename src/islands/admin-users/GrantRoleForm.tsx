import { type FormEvent, useEffect, useState } from 'react';
import { ADMIN_ROLES, type AdminRole } from '../../lib/admin-roles';
import type { AdminScopeInfo } from '../../lib/api/admin-types';
import { grantRole } from '../../lib/api/admin-users';
import { getRegionList } from '../../lib/api/common';
import type { Region } from '../../lib/api/types';
import { showToast } from '../../lib/feedback';
import { grantableRoles } from './grantable';

interface Props {
	scope: AdminScopeInfo;
	onGranted: () => void;
}

/** Grants an admin role to the person with a number: the role, then its province or city. */
export default function GrantRoleForm({ scope, onGranted }: Props) {
	const roles = grantableRoles(scope.role);
	const [mobile, setMobile] = useState('');
	const [role, setRole] = useState<AdminRole>(roles[roles.length - 1] ?? 'city_admin');
	const [province, setProvince] = useState(
		scope.role === 'province_admin' ? scope.region_code : '',
	);
	const [city, setCity] = useState('');
	const [provinces, setProvinces] = useState<Region[]>([]);
	const [cities, setCities] = useState<Region[]>([]);
	const [busy, setBusy] = useState(false);

	useEffect(() => {
		getRegionList('')
			.then(setProvinces)
			.catch(() => setProvinces([]));
	}, []);
	useEffect(() => {
		setCity('');
		if (!province) {
			setCities([]);
			return;
		}
		getRegionList(province)
			.then(setCities)
			.catch(() => setCities([]));
	}, [province]);

	if (roles.length === 0) {
		return <p className="au-note">市级管理员不能授予管理员角色；如需调整，请联系本省管理员。</p>;
	}
	const regionCode = role === 'national_admin' ? '' : role === 'province_admin' ? province : city;
	const submit = async (event: FormEvent) => {
		event.preventDefault();
		setBusy(true);
		try {
			await grantRole({ mobile: mobile.trim(), role, region_code: regionCode });
			showToast('success', `已授予${ADMIN_ROLES[role]}`);
			setMobile('');
			onGranted();
		} catch {
			// The client's toast shows the server's reason.
		} finally {
			setBusy(false);
		}
	};
	return (
		<form className="au-grant" onSubmit={submit} aria-label="授予管理员角色">
			<label>
				手机号
				<input
					value={mobile}
					onChange={(event) => setMobile(event.target.value)}
					inputMode="numeric"
					maxLength={11}
					placeholder="对方登录过本站的手机号"
					required
				/>
			</label>
			<label>
				角色
				<select value={role} onChange={(event) => setRole(event.target.value as AdminRole)}>
					{roles.map((option) => (
						<option key={option} value={option}>
							{ADMIN_ROLES[option]}
						</option>
					))}
				</select>
			</label>
			{role !== 'national_admin' && (
				<label>
					省份
					<select
						value={province}
						disabled={scope.role === 'province_admin'}
						onChange={(event) => setProvince(event.target.value)}
					>
						<option value="">请选择省份</option>
						{provinces.map((option) => (
							<option key={option.code} value={option.code}>
								{option.name}
							</option>
						))}
					</select>
				</label>
			)}
			{role === 'city_admin' && (
				<label>
					城市
					<select value={city} onChange={(event) => setCity(event.target.value)}>
						<option value="">请选择城市</option>
						{cities.map((option) => (
							<option key={option.code} value={option.code}>
								{option.name}
							</option>
						))}
					</select>
				</label>
			)}
			<button type="submit" className="au-button" disabled={busy}>
				{busy ? '正在授予…' : '授予角色'}
			</button>
		</form>
	);
}
