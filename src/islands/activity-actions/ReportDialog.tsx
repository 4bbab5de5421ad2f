import { useId, useState } from 'react';
import { activityReport, materialReport } from '../../lib/api/activity';
import {
	REPORT_CATEGORIES,
	REPORT_CATEGORY_CODES,
	REPORT_REASON_MAX,
	type ReportCategory,
} from '../../lib/report-categories';
import { ModalDialog } from '../shared/ModalDialog';
import type { ReportedMaterial } from './use-material-report-buttons';
import './report-dialog.css';

interface Props {
	/** The activity's id. */
	id: number;
	/** One of its materials, reported instead of the activity itself. */
	material: ReportedMaterial | null;
	loggedIn: boolean;
	onLogin: () => void;
	onClose: () => void;
}

const REASON_MIN = 5;

function checkInput(category: ReportCategory | null, reason: string): string {
	if (!category) return '请选择举报类型';
	const length = [...reason.trim()].length;
	if (length < REASON_MIN) return `举报理由至少 ${REASON_MIN} 个字`;
	if (length > REPORT_REASON_MAX) return `举报理由最多 ${REPORT_REASON_MAX} 个字`;
	return '';
}

/** 举报 of an activity or a material: a category and a reason the portal's admins read; signed out, a prompt to log in. */
export default function ReportDialog({ id, material, loggedIn, onLogin, onClose }: Props) {
	const base = useId();
	const [category, setCategory] = useState<ReportCategory | null>(null);
	const [reason, setReason] = useState('');
	const [error, setError] = useState('');
	const [busy, setBusy] = useState(false);
	const [sent, setSent] = useState(false);

	async function submit(event: React.SubmitEvent) {
		event.preventDefault();
		const problem = checkInput(category, reason);
		setError(problem);
		if (problem || !category) return;
		setBusy(true);
		try {
			const report = { category, reason: reason.trim() };
			await (material
				? materialReport({ id: material.id, ...report })
				: activityReport({ id, ...report }));
			setSent(true);
		} catch (failure) {
			setError(
				failure instanceof Error && failure.message ? failure.message : '提交失败，请稍后重试',
			);
		} finally {
			setBusy(false);
		}
	}

	return (
		<ModalDialog className="report-dialog" aria-labelledby={`${base}-title`} onClose={onClose}>
			<h2 id={`${base}-title`}>{material ? `举报资料「${material.name}」` : '举报该活动'}</h2>
			{!loggedIn ? (
				<>
					<p>登录后才能举报，以便我们告知您处理结果。</p>
					<div className="report-actions">
						<button type="button" className="report-secondary" onClick={onClose}>
							取消
						</button>
						<button type="button" className="report-primary" onClick={onLogin}>
							去登录
						</button>
					</div>
				</>
			) : sent ? (
				<>
					<p role="status">举报已提交。管理员核查后会通过站内信告知您处理结果。</p>
					<div className="report-actions">
						<button type="button" className="report-primary" onClick={onClose}>
							知道了
						</button>
					</div>
				</>
			) : (
				<form noValidate onSubmit={submit}>
					<fieldset className="report-categories">
						<legend>举报类型</legend>
						{REPORT_CATEGORY_CODES.map((code) => (
							<label key={code} className="report-category">
								<input
									type="radio"
									name="category"
									value={code}
									checked={category === code}
									onChange={() => {
										setCategory(code);
										setError('');
									}}
								/>
								{REPORT_CATEGORIES[code]}
							</label>
						))}
					</fieldset>
					<label htmlFor={`${base}-reason`} className="report-label">
						举报理由（{REASON_MIN}–{REPORT_REASON_MAX} 字，仅管理员可见）
					</label>
					<textarea
						id={`${base}-reason`}
						name="reason"
						rows={4}
						maxLength={REPORT_REASON_MAX * 2}
						value={reason}
						aria-invalid={error ? true : undefined}
						aria-describedby={error ? `${base}-error` : undefined}
						onChange={(event) => setReason(event.target.value)}
					/>
					{error && (
						<p className="report-error" id={`${base}-error`} role="alert">
							{error}
						</p>
					)}
					<div className="report-actions">
						<button type="button" className="report-secondary" onClick={onClose}>
							取消
						</button>
						<button type="submit" className="report-primary" disabled={busy}>
							{busy ? '提交中…' : '提交举报'}
						</button>
					</div>
				</form>
			)}
		</ModalDialog>
	);
}
