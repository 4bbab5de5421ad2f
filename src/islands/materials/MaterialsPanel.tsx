import { type ChangeEvent, useCallback, useEffect, useState } from 'react';
import { getActivityMaterial, releaseMaterial } from '../../lib/api/activity';
import type { Material } from '../../lib/api/activity-types';
import { uploadFile } from '../../lib/api/upload';
import { showToast } from '../../lib/feedback';
import { checkUploadFile, UPLOAD_RULES } from './file-rules';
import MaterialList from './MaterialList';
import UploadProgress from './UploadProgress';
import './materials.css';

interface Props {
	activityId: number;
	activityTitle: string;
}

interface Sending {
	name: string;
	fraction: number;
}

const ACCEPT = UPLOAD_RULES.flatMap((rule) => rule.mimeTypes).join(',');

/** Lists an activity's materials and uploads more: every file is checked before a byte is sent. */
export default function MaterialsPanel({ activityId, activityTitle }: Props) {
	const [materials, setMaterials] = useState<Material[] | null>(null);
	const [sending, setSending] = useState<Sending | null>(null);
	const [problems, setProblems] = useState<string[]>([]);
	const problemId = `materials-${activityId}-problems`;

	const refresh = useCallback(() => {
		getActivityMaterial(activityId)
			.then(setMaterials)
			.catch(() => setMaterials([]));
	}, [activityId]);

	useEffect(refresh, [refresh]);

	const pick = async (event: ChangeEvent<HTMLInputElement>) => {
		const files = [...(event.target.files ?? [])];
		event.target.value = '';
		const found: string[] = [];
		const accepted = files.flatMap((file) => {
			const check = checkUploadFile(file);
			if (!check.ok) found.push(check.message);
			return check.ok ? [{ file, kind: check.rule.kind }] : [];
		});
		setProblems(found);
		const uploaded: Pick<Material, 'kind' | 'name' | 'url'>[] = [];
		for (const { file, kind } of accepted) {
			setSending({ name: file.name, fraction: 0 });
			try {
				const result = await uploadFile(file, {
					fields: { kind: 'material' },
					onProgress: (fraction) => setSending({ name: file.name, fraction }),
				});
				uploaded.push({ kind, name: file.name.slice(0, 100), url: result.url });
			} catch {
				// The upload helper has shown why; the other files still go.
			}
		}
		setSending(null);
		if (uploaded.length === 0) return;
		try {
			const added = await releaseMaterial(activityId, uploaded);
			const held = added.some((material) => material.status === 'pending');
			showToast('success', `已上传 ${uploaded.length} 份资料${held ? '，审核通过后公开' : ''}`);
			refresh();
		} catch {
			// The API client has shown why.
		}
	};

	return (
		<section className="materials" aria-label={`「${activityTitle}」的活动资料`}>
			<div className="materials-head">
				<h3>活动资料</h3>
				<label className="uc-button materials-pick">
					上传资料
					<input
						className="visually-hidden"
						type="file"
						multiple
						accept={ACCEPT}
						disabled={sending !== null}
						aria-describedby={problems.length ? problemId : undefined}
						onChange={pick}
					/>
				</label>
			</div>
			<p className="materials-hint">
				{UPLOAD_RULES.map((rule) => `${rule.label}（${rule.extensions.join('/')}）`).join('、')}
				；图片不超过 8 MB，PDF 不超过 20 MB，视频不超过 50 MB。
			</p>
			{sending && <UploadProgress label={`正在上传 ${sending.name}`} fraction={sending.fraction} />}
			{problems.length > 0 && (
				<ul className="materials-problems" id={problemId} role="alert">
					{problems.map((problem) => (
						<li key={problem}>{problem}</li>
					))}
				</ul>
			)}
			<MaterialList materials={materials} />
		</section>
	);
}
