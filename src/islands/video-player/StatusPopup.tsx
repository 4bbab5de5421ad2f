import { Icon } from './Icon';
import { pickVolumeIcon } from './media-math';
import { FAST_RATE } from './player-constants';

interface StatusPopupProps {
	volumePopup: boolean;
	volume: number;
	muted: boolean;
	fast: boolean;
}

/** Centre popup: volume percentage while ↑/↓ are pressed, or 5X速播放中 while → is held. */
export function StatusPopup({ volumePopup, volume, muted, fast }: StatusPopupProps) {
	if (fast) {
		return (
			<div className="vp-status">
				<Icon name="fast" />
				<span>{FAST_RATE}X速播放中</span>
			</div>
		);
	}
	if (!volumePopup) return null;
	return (
		<div className="vp-status">
			<Icon name={pickVolumeIcon(volume, muted)} />
			<span>{muted ? 0 : Math.round(volume * 100)}%</span>
		</div>
	);
}
