import { request } from './http';
import type { Page } from './types';

/** One entry of the audit log as /admin/audit shows it. */
export interface AuditEntryView {
	id: number;
	at: string;
	actor_id: number | null;
	actor_name: string;
	actor_role: string;
	action: string;
	action_name: string;
	target_type: string;
	target_id: string;
	reason: string;
	detail: string;
	ip: string;
}

/** The filter fields, as the form holds them (empty: any). */
export interface AuditFilterForm {
	action: string;
	actor_id: string;
	target_type: string;
	target_id: string;
	start_date: string;
	end_date: string;
}

const filled = (filter: AuditFilterForm) =>
	Object.fromEntries(Object.entries(filter).filter(([, value]) => value.trim() !== ''));

export function getAuditList(
	filter: AuditFilterForm,
	page: number,
	pageSize: number,
): Promise<Page<AuditEntryView>> {
	return request<Page<AuditEntryView>>('/admin/getAuditList', {
		data: { ...filled(filter), page, pageSize },
	});
}

/** The address of the filtered log as CSV (`/admin/exportAuditLog`), downloaded with the session cookie. */
export function auditExportUrl(filter: AuditFilterForm): string {
	return `/api/admin/exportAuditLog?${new URLSearchParams(filled(filter))}`;
}
