import { type ControlBarProps, PARTS, PLAY_ICONS, PLAY_LABELS, TimeReadout } from './control-parts';
import { Icon } from './Icon';
import { ProgressBar } from './ProgressBar';
import type { ControlButton } from './player-options';

/** The bottom bar: progress, play, then the `controlBtns` parts in their order. */
export function ControlBar(props: ControlBarProps) {
	const { state, options, commands } = props;
	return (
		<div className="vp-control">
			<ProgressBar
				currentTime={state.currentTime}
				duration={state.duration}
				buffered={state.buffered}
				disabled={!options.speed}
				thumbnails={options.thumbnails}
				onSeek={commands.seekTo}
			/>
			<div className="vp-control-row">
				<button
					type="button"
					className="vp-button"
					aria-label={PLAY_LABELS[state.playButton]}
					aria-keyshortcuts="Space"
					onClick={commands.togglePlay}
				>
					<Icon name={PLAY_ICONS[state.playButton]} />
				</button>
				{options.controlBtns.includes('audioTrack') && <TimeReadout state={state} />}
				<div className="vp-spacer" />
				{options.controlBtns.map((name) => (
					<PartSlot key={name} name={name} {...props} />
				))}
			</div>
		</div>
	);
}

function PartSlot({ name, ...props }: ControlBarProps & { name: ControlButton }) {
	const Render = PARTS[name];
	return <div className={`vp-part vp-part-${name}`}>{Render(props)}</div>;
}
