import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { getSummaryEditor, submitSummary } from '../../lib/api/summaries';
import type { SummaryEditor } from '../../lib/api/summary-types';
import { uploadFile } from '../../lib/api/upload';
import { showToast } from '../../lib/feedback';
import { SUMMARY_PHOTOS_MAX } from '../../lib/validation/summary';
import { checkUploadFile, UPLOAD_RULES } from '../materials/file-rules';
import RichTextEditor from '../rich-text-editor/RichTextEditor';
import './summary-panel.css';

interface Props {
	activityId: number;
	activityTitle: string;
	onSaved: () => void;
}

const IMAGE_RULES = UPLOAD_RULES.filter((rule) => rule.kind === 'image');
const VIDEO_RULES = UPLOAD_RULES.filter((rule) => rule.kind === 'video');
const STATUS_TEXT = { pending: '审核中', approved: '已通过', rejected: '未通过' } as const;
const CLOSED_TEXT = {
	not_ended: '活动结束后才能提交活动总结。',
	approved: '活动总结已通过审核，已在活动页面以“活动回顾”展示。',
} as const;

/** Uploads the picked files that pass the rules; names the others. */
async function uploadAll(
	files: File[],
	rules: typeof UPLOAD_RULES,
	onProblem: (message: string) => void,
): Promise<string[]> {
	const urls: string[] = [];
	for (const file of files) {
		const check = checkUploadFile(file, rules);
		if (!check.ok) {
			onProblem(check.message);
			continue;
		}
		try {
			urls.push((await uploadFile(file, { fields: { kind: 'material' } })).url);
		} catch {
			// The upload helper has shown why; the other files still go.
		}
	}
	return urls;
}

/** 活动总结: the form of an ended activity's summary, in the user centre of either layout. */
export default function SummaryPanel({ activityId, activityTitle, onSaved }: Props) {
	const [editor, setEditor] = useState<SummaryEditor | null>(null);
	const [content, setContent] = useState('');
	const [photos, setPhotos] = useState<string[]>([]);
	const [video, setVideo] = useState('');
	const [walkIns, setWalkIns] = useState('0');
	const [problem, setProblem] = useState('');
	const [busy, setBusy] = useState(false);
	const ids = useId();

	useEffect(() => {
		getSummaryEditor(activityId)
			.then((loaded) => {
				setEditor(loaded);
				setContent(loaded.summary?.content ?? '');
				setPhotos(loaded.summary?.photos ?? []);
				setVideo(loaded.summary?.video ?? '');
				setWalkIns(String(loaded.summary?.walk_ins ?? 0));
			})
			.catch(() => setEditor(null));
	}, [activityId]);

	if (!editor) return <p className="summary-panel">正在读取活动总结…</p>;
	const open = editor.state === 'open';
	const reached = editor.checkins + (Number(walkIns) || 0);

	const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
		const files = [...(event.target.files ?? [])].slice(0, SUMMARY_PHOTOS_MAX - photos.length);
		event.target.value = '';
		setProblem('');
		setBusy(true);
		const urls = await uploadAll(files, IMAGE_RULES, setProblem);
		setPhotos((before) => [...before, ...urls].slice(0, SUMMARY_PHOTOS_MAX));
		setBusy(false);
	};
	const pickVideo = async (event: ChangeEvent<HTMLInputElement>) => {
		const files = [...(event.target.files ?? [])].slice(0, 1);
		event.target.value = '';
		setProblem('');
		setBusy(true);
		const [url] = await uploadAll(files, VIDEO_RULES, setProblem);
		if (url) setVideo(url);
		setBusy(false);
	};
	const save = async (event: React.SubmitEvent) => {
		event.preventDefault();
		setBusy(true);
		try {
			const saved = await submitSummary({
				id: activityId,
				content,
				photos,
				video,
				walk_ins: Number(walkIns) || 0,
			});
			const held = saved.status === 'pending';
			showToast('success', held ? '活动总结已提交，审核通过后公开' : '活动总结已发布');
			setEditor({ ...editor, summary: saved, state: held ? 'open' : 'approved' });
			onSaved();
		} catch {
			// The API client has shown why.
		} finally {
			setBusy(false);
		}
	};

	return (
		<form className="summary-panel" aria-label={`「${activityTitle}」的活动总结`} onSubmit={save}>
			<h3>活动总结</h3>
			<p className="summary-note">
				提交截止：{editor.deadline}（北京时间）
				{editor.summary && <>　状态：{STATUS_TEXT[editor.summary.status]}</>}
			</p>
			{editor.summary?.reject_reason && (
				<p className="summary-problem" role="note">
					驳回原因：{editor.summary.reject_reason}
				</p>
			)}
			{editor.state === 'past_deadline' && (
				<p className="summary-problem">活动总结已于 {editor.deadline}（北京时间）截止提交。</p>
			)}
			{(editor.state === 'not_ended' || editor.state === 'approved') && (
				<p className="summary-note">{CLOSED_TEXT[editor.state]}</p>
			)}
			{open && (
				<>
					<span className="summary-label" id={`${ids}-content`}>
						总结内容
					</span>
					<RichTextEditor
						id={`${ids}-area`}
						labelId={`${ids}-content`}
						value={content}
						onChange={setContent}
						placeholder="活动开展情况、亮点和成效（至少 20 字）"
					/>
					<fieldset className="summary-reached">
						<legend>覆盖人数</legend>
						<p>签到人数：{editor.checkins} 人（来自签到记录）</p>
						<label>
							现场未签到人数估计
							<input
								type="number"
								min="0"
								inputMode="numeric"
								value={walkIns}
								onChange={(event) => setWalkIns(event.target.value)}
							/>
						</label>
						<p>合计覆盖：{reached} 人</p>
					</fieldset>
					<div className="summary-media">
						<span className="summary-label">
							活动照片（{photos.length}/{SUMMARY_PHOTOS_MAX}）
						</span>
						<ul className="summary-thumbs">
							{photos.map((url, index) => (
								<li key={url}>
									<img src={url} alt={`活动照片 ${index + 1}`} />
									<button
										type="button"
										className="uc-button uc-button-quiet"
										aria-label={`移除第 ${index + 1} 张照片`}
										onClick={() => setPhotos(photos.filter((kept) => kept !== url))}
									>
										移除
									</button>
								</li>
							))}
						</ul>
						{photos.length < SUMMARY_PHOTOS_MAX && (
							<label className="uc-button uc-button-secondary">
								添加照片
								<input
									className="visually-hidden"
									type="file"
									accept={IMAGE_RULES.flatMap((rule) => rule.mimeTypes).join(',')}
									multiple
									onChange={addPhotos}
								/>
							</label>
						)}
					</div>
					<div className="summary-media">
						<span className="summary-label">活动视频（可选，MP4）</span>
						{video && (
							<p>
								已上传视频{' '}
								<button
									type="button"
									className="uc-button uc-button-quiet"
									onClick={() => setVideo('')}
								>
									移除视频
								</button>
							</p>
						)}
						<label className="uc-button uc-button-secondary">
							{video ? '更换视频' : '上传视频'}
							<input
								className="visually-hidden"
								type="file"
								accept="video/mp4"
								onChange={pickVideo}
							/>
						</label>
					</div>
					{problem && (
						<p className="summary-problem" role="alert">
							{problem}
						</p>
					)}
					<button type="submit" className="uc-button" disabled={busy}>
						{editor.summary ? '保存并重新提交审核' : '提交总结'}
					</button>
				</>
			)}
		</form>
	);
}
