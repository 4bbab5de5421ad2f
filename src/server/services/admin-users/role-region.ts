import { ADMIN_ROLES, type AdminRole } from '../../../lib/admin-roles';
import { findProvinceName } from '../../../lib/provinces';
import { listCities } from '../../../lib/regions';
import { COUNTRY, type RegionRecord, regionRecord } from '../../access/record';
import { refuse } from '../../domain-error';
import { regionCodeName } from '../../regions';

/** The region an admin role covers, after checking its code fits the role. */
export function roleRegion(role: AdminRole, code: string): RegionRecord {
	if (role === 'national_admin') {
		if (code !== '') throw refuse.invalid('全国管理员不设管辖地区，region_code 应为空');
		return COUNTRY;
	}
	if (role === 'province_admin') {
		if (!code.endsWith('0000') || !findProvinceName(code)) {
			throw refuse.invalid('省级管理员的管辖地区（region_code）应为省份代码，如 110000');
		}
		return regionRecord(code);
	}
	const province = `${code.slice(0, 2)}0000`;
	if (code.endsWith('0000') || !listCities(province).some((city) => city.code === code)) {
		throw refuse.invalid('市级管理员的管辖地区（region_code）应为城市代码，如 440100');
	}
	return regionRecord(code);
}

/** 省级管理员 · 北京市, as the console and the audit log name a role. */
export function describeRole(role: AdminRole, code: string): string {
	return role === 'national_admin'
		? ADMIN_ROLES[role]
		: `${ADMIN_ROLES[role]} · ${regionCodeName(code)}`;
}
