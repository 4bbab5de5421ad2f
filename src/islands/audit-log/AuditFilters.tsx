import type { FormEvent } from 'react';
import type { AuditFilterForm } from '../../lib/api/audit';

interface Props {
	draft: AuditFilterForm;
	actions: Readonly<Record<string, string>>;
	onChange: (next: AuditFilterForm) => void;
	onSubmit: (event: FormEvent) => void;
	onReset: () => void;
	exportHref: string;
}

const TARGET_TYPES: Readonly<Record<string, string>> = {
	activity: '活动',
	material: '资料',
	term: '筛查词',
	stats: '统计',
	audit: '审计日志',
};

/** The audit log's filter: what, who, which record, which days. */
export default function AuditFilters({
	draft,
	actions,
	onChange,
	onSubmit,
	onReset,
	exportHref,
}: Props) {
	const field = (name: keyof AuditFilterForm) => ({
		id: `al-${name}`,
		value: draft[name],
		onChange: (event: { target: { value: string } }) =>
			onChange({ ...draft, [name]: event.target.value }),
	});
	return (
		<form className="al-filters" onSubmit={onSubmit}>
			<label htmlFor="al-action">操作</label>
			<select {...field('action')}>
				<option value="">全部</option>
				{Object.entries(actions).map(([value, label]) => (
					<option key={value} value={value}>
						{label}
					</option>
				))}
			</select>
			<label htmlFor="al-actor_id">操作人编号</label>
			<input {...field('actor_id')} inputMode="numeric" size={8} />
			<label htmlFor="al-target_type">对象类型</label>
			<select {...field('target_type')}>
				<option value="">全部</option>
				{Object.entries(TARGET_TYPES).map(([value, label]) => (
					<option key={value} value={value}>
						{label}
					</option>
				))}
			</select>
			<label htmlFor="al-target_id">对象编号</label>
			<input {...field('target_id')} size={8} />
			<label htmlFor="al-start_date">开始日期</label>
			<input {...field('start_date')} type="date" />
			<label htmlFor="al-end_date">结束日期</label>
			<input {...field('end_date')} type="date" />
			<span className="al-buttons">
				<button type="submit" className="al-button">
					查询
				</button>
				<button type="button" className="al-button al-button-secondary" onClick={onReset}>
					清空
				</button>
				<a className="al-button al-button-secondary" href={exportHref} download>
					导出 CSV
				</a>
			</span>
		</form>
	);
}
