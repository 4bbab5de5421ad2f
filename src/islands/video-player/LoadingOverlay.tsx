import type { LoadingState } from './player-state';

interface LoadingOverlayProps {
	loading: LoadingState;
	hasPoster: boolean;
	onReplay: () => void;
	onRetry: () => void;
}

/**
 * The four overlay states (docs/player.md, "Loading and errors"); spinners let clicks through, only
 * 重新播放 and 重试 take them.
 */
export function LoadingOverlay({ loading, hasPoster, onReplay, onRetry }: LoadingOverlayProps) {
	if (loading === null) return null;
	if (loading === 'ended') {
		return (
			<div className="vp-loading is-ended">
				<button type="button" className="vp-overlay-button" onClick={onReplay}>
					重新播放
				</button>
			</div>
		);
	}
	if (loading === 'error') {
		return (
			<div className="vp-loading is-error" role="alert">
				<span>请求错误</span>
				<button type="button" className="vp-overlay-button" onClick={onRetry}>
					重试
				</button>
			</div>
		);
	}
	const cover = loading === 'loadstart' && !hasPoster;
	return (
		<div className={`vp-loading is-passive${cover ? ' is-cover' : ''}`}>
			<span className="vp-spinner" aria-hidden="true" />
			<span>{loading === 'waiting' ? '正在缓冲...' : '加载中...'}</span>
		</div>
	);
}
