import { regionCodeName } from '../regions';
import type { Actor, AdminScope } from './actor';

/** The part of the country an admin's lists cover: all of it, one province or one city. */
export type RegionFilter =
	| { level: 'national' }
	| { level: 'province'; provinceCode: string }
	| { level: 'city'; cityCode: string };

/** An admin's widest scope; null for someone who is no admin. */
export function regionFilterOf(actor: Actor | null): RegionFilter | null {
	const scopes = actor?.adminScopes ?? [];
	return (
		scopes.find((scope) => scope.level === 'national') ??
		scopes.find((scope) => scope.level === 'province') ??
		scopes[0] ??
		null
	);
}

/** The code of a scope's region: '' for the country. */
function scopeCode(scope: AdminScope): string {
	if (scope.level === 'national') return '';
	return scope.level === 'province' ? scope.provinceCode : scope.cityCode;
}

/** How the console names a scope: 全国, 北京市, 广州市. */
export function scopeName(scope: AdminScope): string {
	return scope.level === 'national' ? '全国' : regionCodeName(scopeCode(scope));
}
