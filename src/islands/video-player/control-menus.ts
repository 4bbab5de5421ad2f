import { labelLevel } from './level-label';
import type { MenuItem } from './MenuButton';
import { formatRate } from './media-math';
import type { PlayerState } from './player-state';
import type { PlayerCommands } from './use-player-commands';

/** 自动 (showing the level playing) plus every level, highest first. */
export function buildQualityItems(state: PlayerState, commands: PlayerCommands): MenuItem[] {
	const playing = labelLevel(state.levels, state.level);
	const levels = state.levels
		.map((level, index) => ({ level, index }))
		.sort((a, b) => b.level.height - a.level.height || b.level.bitrate - a.level.bitrate);
	return [
		...levels.map(({ index }) => ({
			key: `level-${index}`,
			label: labelLevel(state.levels, index),
			checked: !state.autoLevel && state.level === index,
			onSelect: () => commands.setLevel(index),
		})),
		{
			key: 'auto',
			label: playing ? `自动 (${playing})` : '自动',
			checked: state.autoLevel,
			onSelect: () => commands.setLevel(-1),
		},
	];
}

export function buildSpeedItems(
	rates: readonly number[],
	state: PlayerState,
	commands: PlayerCommands,
): MenuItem[] {
	return rates.map((rate) => ({
		key: String(rate),
		label: formatRate(rate),
		checked: state.rate === rate,
		onSelect: () => commands.setRate(rate),
	}));
}

const SETTINGS = [
	{ name: 'mirror', label: '镜像画面' },
	{ name: 'loop', label: '循环播放' },
	{ name: 'lightOff', label: '关灯模式' },
] as const;

export function buildSettingItems(state: PlayerState, commands: PlayerCommands): MenuItem[] {
	return SETTINGS.map(({ name, label }) => ({
		key: name,
		label,
		checked: state[name],
		onSelect: () => commands.setSwitch(name, !state[name]),
	}));
}

export function buildAudioItems(state: PlayerState, commands: PlayerCommands): MenuItem[] {
	return state.audioTracks.map((track, index) => ({
		key: `audio-${index}`,
		label: track.name || track.lang || `音轨${index + 1}`,
		checked: state.audioTrack === index,
		onSelect: () => commands.setAudioTrack(index),
	}));
}

export function buildSubtitleItems(state: PlayerState, commands: PlayerCommands): MenuItem[] {
	return [
		{
			key: 'off',
			label: '关闭',
			checked: state.subtitleTrack < 0,
			onSelect: () => commands.setSubtitleTrack(-1),
		},
		...state.subtitleTracks.map((track, index) => ({
			key: `subtitle-${index}`,
			label: track.name || track.lang || `字幕${index + 1}`,
			checked: state.subtitleTrack === index,
			onSelect: () => commands.setSubtitleTrack(index),
		})),
	];
}
