import { formatClock, speakProgress } from './format-time';
import { LazyThumbnailPreview } from './LazyThumbnailPreview';
import { SEEK_STEP_SECONDS } from './player-constants';
import { Slider } from './Slider';

interface ProgressBarProps {
	currentTime: number;
	duration: number;
	buffered: number;
	disabled: boolean;
	/** The thumbnail track's address, or empty for the time alone. */
	thumbnails: string;
	onSeek: (seconds: number) => void;
}

/**
 * The seek slider: buffered-ahead bar, a tooltip with the thumbnail and time under the pointer (on
 * hover, and while dragging on touch), one seek per drag or key press.
 */
export function ProgressBar({
	currentTime,
	duration,
	buffered,
	disabled,
	thumbnails,
	onSeek,
}: ProgressBarProps) {
	const known = Number.isFinite(duration) && duration > 0;
	const length = known ? duration : 1;
	return (
		<Slider
			className="vp-progress"
			label="播放进度"
			value={known ? currentTime / length : 0}
			preload={buffered}
			valueNow={Math.floor(currentTime)}
			valueMax={known ? Math.floor(duration) : 0}
			valueText={speakProgress(currentTime, duration)}
			disabled={disabled || !known}
			step={SEEK_STEP_SECONDS / length}
			bigStep={60 / length}
			onChange={(ratio) => onSeek(ratio * length)}
			hoverText={(ratio) => formatClock(ratio * length)}
			{...(thumbnails &&
				known && {
					hoverPreview: (ratio: number) => (
						<LazyThumbnailPreview url={thumbnails} seconds={ratio * length} />
					),
				})}
		/>
	);
}
