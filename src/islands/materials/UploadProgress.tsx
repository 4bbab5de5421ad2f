interface Props {
	label: string;
	/** 0 to 1. */
	fraction: number;
}

/** A native progress bar with its percentage in words. */
export default function UploadProgress({ label, fraction }: Props) {
	const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
	return (
		<div className="upload-progress">
			<progress max={100} value={percent} aria-label={label} />
			<span aria-live="polite">
				{label} {percent}%
			</span>
		</div>
	);
}
