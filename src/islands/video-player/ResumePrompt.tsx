import { useEffect, useState } from 'react';
import { formatClock } from './format-time';
import { Icon } from './Icon';
import { RESUME_PROMPT_MS } from './player-constants';

interface ResumePromptProps {
	/** The remembered place, or null for no prompt. */
	at: number | null;
	playing: boolean;
	onResume: (at: number) => void;
	onDismiss: () => void;
}

/**
 * The 从上次位置继续 offer: a live status that never seeks by itself. It waits while the video has
 * not started, then leaves after a few seconds of playback, unless the pointer or focus is on it.
 */
export function ResumePrompt({ at, playing, onResume, onDismiss }: ResumePromptProps) {
	const [held, setHeld] = useState(false);
	useEffect(() => {
		if (at === null || !playing || held) return;
		const timer = setTimeout(onDismiss, RESUME_PROMPT_MS);
		return () => clearTimeout(timer);
	}, [at, playing, held, onDismiss]);
	return (
		<div
			className="vp-resume-region"
			role="status"
			onPointerEnter={() => setHeld(true)}
			onPointerLeave={() => setHeld(false)}
			onFocus={() => setHeld(true)}
			onBlur={(event) => {
				if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
			}}
		>
			{at !== null && (
				<div className="vp-resume">
					<span>上次看到 {formatClock(at)}，</span>
					<button type="button" className="vp-resume-go" onClick={() => onResume(at)}>
						从上次位置继续
					</button>
					<button
						type="button"
						className="vp-resume-close"
						aria-label="关闭提示"
						onClick={onDismiss}
					>
						<Icon name="close" size={14} />
					</button>
				</div>
			)}
		</div>
	);
}
