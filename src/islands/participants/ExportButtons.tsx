import { useState } from 'react';
import type { ExportFormat, ParticipantTab } from '../../lib/api/participant-types';
import { exportParticipantList } from '../../lib/api/participants';
import { type DownloadProgress, saveFile } from '../../lib/api/stream-download';
import { showToast } from '../../lib/feedback';
import { describeProgress } from './participant-tabs';

interface Props {
	activityId: number;
	tab: ParticipantTab;
	keyword: string;
}

const FORMATS: readonly { format: ExportFormat; label: string }[] = [
	{ format: 'xlsx', label: '导出 Excel' },
	{ format: 'csv', label: '导出 CSV' },
];

/** Downloads the current list (tab and search) as a file, showing progress while it streams. */
export default function ExportButtons({ activityId, tab, keyword }: Props) {
	const [progress, setProgress] = useState<DownloadProgress | null>(null);
	const [busy, setBusy] = useState(false);

	const run = async (format: ExportFormat) => {
		setBusy(true);
		setProgress({ bytes: 0, rows: format === 'csv' ? 0 : null, totalRows: 0 });
		try {
			const file = await exportParticipantList(
				{ id: activityId, tab, keyword, format },
				setProgress,
			);
			saveFile(file);
			showToast('success', `已导出 ${file.fileName}`);
		} catch {
			// The download has shown why.
		} finally {
			setBusy(false);
			setProgress(null);
		}
	};

	return (
		<div className="pt-export">
			{FORMATS.map(({ format, label }) => (
				<button
					key={format}
					type="button"
					className="pt-button pt-button-secondary"
					disabled={busy}
					onClick={() => run(format)}
				>
					{label}
				</button>
			))}
			<p className="pt-progress" role="status">
				{progress && (
					<>
						{describeProgress(progress)}
						{progress.rows !== null && progress.totalRows > 0 && (
							<progress max={progress.totalRows} value={progress.rows} />
						)}
					</>
				)}
			</p>
		</div>
	);
}
