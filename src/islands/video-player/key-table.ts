import { FAST_RATE, SEEK_STEP_SECONDS, VOLUME_STEP } from './player-constants';

export type KeyAction =
	| 'togglePlay'
	| 'seekForward'
	| 'seekBackward'
	| 'volumeUp'
	| 'volumeDown'
	| 'exitFullScreen'
	| 'toggleFullScreen'
	| 'toggleMute'
	| 'showHotkeys';

export interface KeyBinding {
	keys: readonly string[];
	label: string;
	description: string;
	action: KeyAction;
	/** Needs the `speed` option (seeking and fast playback are off without it). */
	seeks?: boolean;
}

const volumePercent = Math.round(VOLUME_STEP * 100);

/** The one key table: the handler reads it, and the hotkey help dialog prints it. */
export const KEY_BINDINGS: readonly KeyBinding[] = [
	{ keys: [' '], label: '空格', description: '播放/暂停', action: 'togglePlay' },
	{
		keys: ['ArrowRight'],
		label: '→',
		description: `单次快进${SEEK_STEP_SECONDS}s，长按${FAST_RATE}倍速播放`,
		action: 'seekForward',
		seeks: true,
	},
	{
		keys: ['ArrowLeft'],
		label: '←',
		description: `快退${SEEK_STEP_SECONDS}s`,
		action: 'seekBackward',
		seeks: true,
	},
	{ keys: ['ArrowUp'], label: '↑', description: `音量增加${volumePercent}%`, action: 'volumeUp' },
	{
		keys: ['ArrowDown'],
		label: '↓',
		description: `音量降低${volumePercent}%`,
		action: 'volumeDown',
	},
	{
		keys: ['Escape'],
		label: 'Esc',
		description: '退出全屏/退出网页全屏',
		action: 'exitFullScreen',
	},
	{ keys: ['f', 'F'], label: 'F', description: '全屏/退出全屏', action: 'toggleFullScreen' },
	{ keys: ['m', 'M'], label: 'M', description: '静音/取消静音', action: 'toggleMute' },
	{ keys: ['?'], label: '?', description: '打开快捷键说明', action: 'showHotkeys' },
];

/** The action a key press triggers, or undefined when the player leaves the key to the browser. */
export function findKeyAction(
	event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>,
	canSeek: boolean,
): KeyAction | undefined {
	if (event.ctrlKey || event.altKey || event.metaKey) return undefined;
	const binding = KEY_BINDINGS.find((b) => b.keys.includes(event.key));
	if (!binding || (binding.seeks && !canSeek)) return undefined;
	return binding.action;
}
