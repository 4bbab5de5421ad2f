import { Icon } from './Icon';

/** Shown while a muted autoplay runs: browsers allow autoplay only without sound. */
export function UnmuteChip({ onUnmute }: { onUnmute: () => void }) {
	return (
		<button type="button" className="vp-unmute" onClick={onUnmute}>
			<Icon name="mute" size={18} />
			点击取消静音
		</button>
	);
}
