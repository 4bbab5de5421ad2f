import {
	buildAudioItems,
	buildQualityItems,
	buildSettingItems,
	buildSpeedItems,
	buildSubtitleItems,
} from './control-menus';
import { formatClock } from './format-time';
import { Icon } from './Icon';
import { labelLevel } from './level-label';
import { MenuButton } from './MenuButton';
import { formatRate, labelSpeed } from './media-math';
import type { ControlButton, PlayerOptions } from './player-options';
import type { PlayerState } from './player-state';
import type { PlayerCommands } from './use-player-commands';
import { VolumeControl } from './VolumeControl';

export interface ControlBarProps {
	state: PlayerState;
	options: PlayerOptions;
	commands: PlayerCommands;
	pipSupported: boolean;
	onMenuOpen: (open: boolean) => void;
}

type Part = (props: ControlBarProps) => React.ReactNode;

export const PLAY_LABELS = { play: '播放', pause: '暂停', replay: '重新播放' } as const;
export const PLAY_ICONS = { play: 'play', pause: 'pause', replay: 'replay' } as const;

export function TimeReadout({ state }: { state: PlayerState }) {
	return (
		<div className="vp-time">
			{formatClock(state.currentTime)} / {formatClock(state.duration)}
		</div>
	);
}

/** The audio-track and subtitle menus, shown when the stream has them. */
const TrackMenus: Part = ({ state, commands, onMenuOpen }) => (
	<>
		{state.audioTracks.length > 1 && (
			<MenuButton
				kind="radio"
				label="音轨"
				items={buildAudioItems(state, commands)}
				onOpenChange={onMenuOpen}
			>
				音轨
			</MenuButton>
		)}
		{state.subtitleTracks.length > 0 && (
			<MenuButton
				kind="radio"
				label="字幕"
				items={buildSubtitleItems(state, commands)}
				onOpenChange={onMenuOpen}
			>
				字幕
			</MenuButton>
		)}
	</>
);

/** What each `controlBtns` entry renders on the right; the order comes from the option. */
export const PARTS: Record<ControlButton, Part> = {
	audioTrack: TrackMenus,
	quality: ({ state, commands, onMenuOpen }) =>
		state.levels.length > 0 && (
			<MenuButton
				kind="radio"
				label={`画质：${labelLevel(state.levels, state.level) || '自动'}`}
				items={buildQualityItems(state, commands)}
				onOpenChange={onMenuOpen}
			>
				{labelLevel(state.levels, state.level) || '自动'}
			</MenuButton>
		),
	speedRate: ({ state, options, commands, onMenuOpen }) => (
		<MenuButton
			kind="radio"
			label={`倍速：${formatRate(state.rate)}`}
			items={buildSpeedItems(options.speedRates, state, commands)}
			onOpenChange={onMenuOpen}
		>
			{labelSpeed(state.rate)}
		</MenuButton>
	),
	volume: ({ state, commands }) => (
		<VolumeControl volume={state.volume} muted={state.muted} commands={commands} />
	),
	setting: ({ state, commands, onMenuOpen }) => (
		<MenuButton
			kind="checkbox"
			label="设置"
			tip="设置"
			className="vp-settings"
			items={buildSettingItems(state, commands)}
			onOpenChange={onMenuOpen}
		>
			<Icon name="setting" />
		</MenuButton>
	),
	pip: ({ state, commands, pipSupported }) =>
		pipSupported && (
			<button
				type="button"
				className="vp-button"
				aria-label="画中画"
				data-tip="画中画"
				aria-pressed={state.pip}
				onClick={commands.togglePip}
			>
				<Icon name="pip" />
			</button>
		),
	pageFullScreen: ({ state, commands }) => (
		<button
			type="button"
			className="vp-button"
			aria-label="网页全屏"
			data-tip="网页全屏"
			aria-pressed={state.webFullScreen}
			onClick={() => commands.setSwitch('webFullScreen', !state.webFullScreen)}
		>
			<Icon name="webFull" />
		</button>
	),
	fullScreen: ({ state, commands }) => (
		<button
			type="button"
			className="vp-button"
			aria-label={state.fullScreen ? '退出全屏' : '全屏'}
			data-tip={state.fullScreen ? '退出全屏' : '全屏'}
			aria-keyshortcuts="F"
			onClick={commands.toggleFullScreen}
		>
			<Icon name={state.fullScreen ? 'fullExit' : 'fullEnter'} />
		</button>
	),
};
