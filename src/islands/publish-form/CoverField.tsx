import type { ChangeEvent } from 'react';
import { COVER_RULE, formatBytes } from '../materials/file-rules';
import UploadProgress from '../materials/UploadProgress';
import { useCheckedUpload } from '../materials/use-checked-upload';
import type { FieldA11y } from './Field';
import FocusPicker from './FocusPicker';
import FocusSummary from './FocusSummary';

interface Props {
	a11y: FieldA11y;
	value: string;
	/** The cover's focal point, `"x% y%"` or `''`. */
	focus: string;
	onChange: (url: string) => void;
	onFocusChange: (focus: string) => void;
}

/** Picks, checks and uploads the cover; its preview sets the focal point that cards crop around. */
export default function CoverField({ a11y, value, focus, onChange, onFocusChange }: Props) {
	const { progress, problem, upload } = useCheckedUpload(COVER_RULE, 'cover');

	const pick = async (event: ChangeEvent<HTMLInputElement>) => {
		const file = event.target.files?.[0];
		event.target.value = '';
		if (!file) return;
		const result = await upload(file);
		if (result) onChange(result.url);
	};

	const describedBy = [a11y['aria-describedby'], problem ? `${a11y.id}-problem` : '']
		.filter(Boolean)
		.join(' ');
	return (
		<div className="pf-cover">
			<div className="pf-cover-preview">
				{value ? (
					<FocusPicker cover={value} value={focus} onChange={onFocusChange} />
				) : (
					<span className="pf-cover-empty">尚未上传封面</span>
				)}
			</div>
			<div className="pf-cover-actions">
				<label className="pf-button pf-button-secondary pf-file-button">
					{value ? '更换封面' : '上传封面'}
					<input
						{...a11y}
						aria-describedby={describedBy || undefined}
						className="visually-hidden"
						type="file"
						accept={COVER_RULE.mimeTypes.join(',')}
						onChange={pick}
						disabled={progress !== null}
					/>
				</label>
				{value && (
					<button type="button" className="pf-link-button" onClick={() => onChange('')}>
						移除封面
					</button>
				)}
				<p className="pf-hint">
					JPG、PNG 或 WebP，不超过 {formatBytes(COVER_RULE.maxBytes)}，建议 16:9、宽度不小于 1200
					像素
				</p>
				{value && <FocusSummary cover={value} value={focus} onChange={onFocusChange} />}
				{progress !== null && <UploadProgress label="封面上传" fraction={progress} />}
				{problem && (
					<p className="pf-error" id={`${a11y.id}-problem`} role="alert">
						{problem}
					</p>
				)}
			</div>
		</div>
	);
}
