import { Icon } from './Icon';
import { pickVolumeIcon } from './media-math';
import { Slider } from './Slider';
import type { PlayerCommands } from './use-player-commands';

interface VolumeControlProps {
	volume: number;
	muted: boolean;
	commands: PlayerCommands;
}

/** Mute toggle with a vertical volume slider that opens on hover and on focus. */
export function VolumeControl({ volume, muted, commands }: VolumeControlProps) {
	const shown = muted ? 0 : volume;
	const percent = Math.round(shown * 100);
	const name = muted || volume === 0 ? '取消静音' : '静音';
	return (
		<div className="vp-volume">
			<button
				type="button"
				className="vp-button"
				aria-label={name}
				data-tip={name}
				aria-keyshortcuts="M"
				onClick={commands.toggleMute}
			>
				<Icon name={pickVolumeIcon(volume, muted)} />
			</button>
			<div className="vp-volume-popup">
				<span className="vp-volume-text">{percent}%</span>
				<Slider
					label="音量"
					vertical
					value={shown}
					valueNow={percent}
					valueMax={100}
					valueText={`音量 ${percent}%`}
					step={0.1}
					bigStep={0.2}
					onChange={(v) => commands.setVolume(Math.round(v * 100) / 100)}
				/>
			</div>
		</div>
	);
}
