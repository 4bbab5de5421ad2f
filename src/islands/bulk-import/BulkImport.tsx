import { useState } from 'react';
import { downloadImportTemplate } from '../../lib/api/activity-import';
import type { ImportResult } from '../../lib/api/activity-types';
import { sendImportFile } from '../../lib/api/upload';
import { userCenterPage } from '../../lib/routes';
import ImportOrganisation from './ImportOrganisation';
import ImportProblems from './ImportProblems';
import './bulk-import.css';

type Phase =
	| { kind: 'idle' }
	| { kind: 'sending'; fraction: number }
	| { kind: 'checked'; result: ImportResult };

/** Bulk publishing on the desktop publish page: the template, the upload, and what became of it. */
export default function BulkImport() {
	const [file, setFile] = useState<File | null>(null);
	const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
	const [organisation, setOrganisation] = useState('');

	const send = async (saveValid: boolean) => {
		if (!file) return;
		setPhase({ kind: 'sending', fraction: 0 });
		try {
			const result = await sendImportFile(file, {
				fields: {
					...(saveValid ? { save: 'valid' } : {}),
					...(organisation ? { organisation_id: organisation } : {}),
				},
				onProgress: (fraction) => setPhase({ kind: 'sending', fraction }),
			});
			setPhase({ kind: 'checked', result });
		} catch {
			// The API client has shown why.
			setPhase({ kind: 'idle' });
		}
	};

	const sending = phase.kind === 'sending';
	return (
		<div className="bi">
			<p className="bi-lead">
				一次发布多个活动：下载模板，按「填写说明」每行填写一个活动，再上传。每个文件最多 2000
				个活动、不超过 5 MB；导入的活动与逐个发布的一样审核。
			</p>
			<div className="bi-steps">
				<button
					type="button"
					className="pf-button pf-button-secondary"
					onClick={() => void downloadImportTemplate().catch(() => undefined)}
				>
					下载模板
				</button>
				<ImportOrganisation value={organisation} onChange={setOrganisation} />
				<label className="bi-file">
					<span>填好的文件</span>
					<input
						type="file"
						accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
						onChange={(event) => {
							setFile(event.target.files?.[0] ?? null);
							setPhase({ kind: 'idle' });
						}}
					/>
				</label>
				<button
					type="button"
					className="pf-button"
					disabled={!file || sending}
					aria-busy={sending}
					onClick={() => void send(false)}
				>
					{sending ? `正在上传 ${Math.round(phase.fraction * 100)}%…` : '上传并检查'}
				</button>
			</div>
			{phase.kind === 'checked' && (
				<ImportOutcome result={phase.result} busy={sending} onSaveValid={() => void send(true)} />
			)}
		</div>
	);
}

/** What review makes of the saved rows: nothing to say when every one was approved at once. */
function savedNote({ activities }: ImportResult): string {
	const pending = activities.filter((activity) => activity.status === 'pending').length;
	if (pending === 0) return '';
	return pending === activities.length ? '，审核通过后公开' : `，其中 ${pending} 个审核通过后公开`;
}

interface OutcomeProps {
	result: ImportResult;
	busy: boolean;
	onSaveValid: () => void;
}

function ImportOutcome({ result, busy, onSaveValid }: OutcomeProps) {
	const wrongRows = new Set(result.problems.map((problem) => problem.row)).size;
	return (
		<div className="bi-outcome" role="status">
			{result.saved > 0 ? (
				<p className="bi-saved">
					已发布 {result.saved} 个活动{savedNote(result)}。
					<a href={userCenterPage('desktop')}>到用户中心查看</a>
				</p>
			) : (
				<p className="bi-refused">
					共 {result.rows} 行，其中 {wrongRows} 行有误，未保存任何活动。请修改文件后重新上传
					{result.valid > 0 ? '，或只发布正确的行' : ''}。
				</p>
			)}
			{result.saved > 0 && result.problems.length > 0 && (
				<p className="bi-refused">以下 {wrongRows} 行有误，未发布：</p>
			)}
			{result.problems.length > 0 && <ImportProblems problems={result.problems} />}
			{result.saved === 0 && result.valid > 0 && (
				<button type="button" className="pf-button" disabled={busy} onClick={onSaveValid}>
					只发布 {result.valid} 个正确的活动
				</button>
			)}
		</div>
	);
}
