import { type CSSProperties, type KeyboardEvent, type MouseEvent, useRef, useState } from 'react';
import { ColourDialog } from './ColourDialog';
import { ContextMenu } from './ContextMenu';
import { ControlBar } from './ControlBar';
import { toCssFilter } from './colour-filter';
import { HotkeyDialog } from './HotkeyDialog';
import { Icon } from './Icon';
import { LoadingOverlay } from './LoadingOverlay';
import { resolvePlayerOptions, type VideoPlayerProps } from './player-options';
import { ResumePrompt } from './ResumePrompt';
import { ScrubPreview } from './ScrubPreview';
import { StatusPopup } from './StatusPopup';
import { TopBar } from './TopBar';
import { UnmuteChip } from './UnmuteChip';
import { useCapabilities } from './use-capabilities';
import { useControlsVisibility } from './use-controls-visibility';
import { useCuesAboveControls } from './use-cues-above-controls';
import { usePlayer } from './use-player';
import { usePlayerKeys } from './use-player-keys';
import { usePlayerPopups } from './use-player-popups';
import { useResume } from './use-resume';
import { useScreenSync } from './use-screen-sync';

export type { VideoPlayerProps } from './player-options';

/**
 * The video player island (docs/player.md): server-safe, one self-contained instance per element.
 * Its stylesheet, `video-player.css`, is linked by the markup that renders a player, so that pages
 * which may show one (an activity's 活动回顾) fetch it only when they do.
 */
export default function VideoPlayer(props: VideoPlayerProps) {
	const options = resolvePlayerOptions(props);
	const { state, dispatch, commands, videoRef, wrapRef, handlers } = usePlayer(options);
	const { touch, pip } = useCapabilities();
	const pausedBeforeClick = useRef(true);
	const [menuOpen, setMenuOpen] = useState(false);
	const popups = usePlayerPopups(wrapRef, dispatch);
	const { dialog, setDialog, context } = popups;
	const keys = usePlayerKeys({
		commands,
		canSeek: options.speed,
		currentTime: commands.position,
		volume: () => videoRef.current?.volume ?? 0,
		openHotkeys: () => setDialog('hotkeys'),
	});
	const controls = useControlsVisibility(
		state.playButton !== 'pause' || menuOpen || dialog !== null || context !== null,
	);
	useScreenSync(wrapRef, videoRef, state.webFullScreen, dispatch);
	useCuesAboveControls(videoRef, !touch && options.control);
	const resume = useResume(videoRef, options.resume ? options.src : '');
	const resumeFrom = (at: number) => {
		resume.dismiss();
		commands.seekTo(at);
		commands.play();
	};

	const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
		if (!popups.onMenuKey(event)) keys.onKeyDown(event);
	};
	// A double-click means full-screen: its first click toggled playback, so the second restores it.
	const onStageClick = (event: MouseEvent) => {
		// The press that closed the context menu is not a click on the picture.
		if (popups.takeClosingPress()) return;
		if (event.detail === 1) {
			pausedBeforeClick.current = videoRef.current?.paused ?? true;
			commands.togglePlay();
		} else if (event.detail === 2) {
			if (pausedBeforeClick.current) videoRef.current?.pause();
			else commands.play();
			commands.toggleFullScreen();
		}
	};

	const style = {
		'--vp-accent': options.color,
		width: options.width,
		height: options.height,
	} as CSSProperties;
	const classes = [
		'vp',
		touch && 'is-touch',
		state.webFullScreen && 'is-web-full',
		state.lightOff && 'is-lightoff',
		controls.visible ? 'is-controls' : 'is-idle',
	].filter(Boolean);

	return (
		<section
			ref={wrapRef}
			className={classes.join(' ')}
			style={style}
			aria-label={`视频播放器${options.title ? `：${options.title}` : ''}`}
			// biome-ignore lint/a11y/noNoninteractiveTabindex: the player takes focus so its hotkeys work (docs/player.md, "Keys").
			tabIndex={0}
			onKeyDown={touch ? undefined : onKeyDown}
			onKeyUp={touch ? undefined : keys.onKeyUp}
			onBlur={(e) => {
				if (!e.currentTarget.contains(e.relatedTarget as Node | null)) keys.endHold(false);
			}}
			onContextMenu={touch ? undefined : popups.onContextMenu}
			onPointerMove={controls.onPointerMove}
			onPointerLeave={controls.onPointerLeave}
		>
			{state.lightOff && <div className="vp-lightoff" data-testid="vp-lightoff" />}
			<video
				ref={videoRef}
				className="vp-video"
				poster={options.poster || undefined}
				preload={options.preload}
				loop={state.loop}
				playsInline={options.playsinline}
				webkit-playsinline={options.playsinline ? 'true' : undefined}
				controls={touch}
				style={{
					filter: toCssFilter(state.filter),
					transform: state.mirror ? 'scaleX(-1)' : undefined,
				}}
				{...handlers}
			>
				您的浏览器不支持Video标签。
			</video>
			<ResumePrompt
				at={resume.offer}
				playing={state.playButton === 'pause'}
				onResume={resumeFrom}
				onDismiss={resume.dismiss}
			/>
			{touch && options.thumbnails && <ScrubPreview videoRef={videoRef} url={options.thumbnails} />}
			{!touch && (
				<>
					{state.fullScreen && <TopBar title={options.title} />}
					{/* biome-ignore lint/a11y/useKeyWithClickEvents: Space on the player is the keyboard equivalent. */}
					{/* biome-ignore lint/a11y/noStaticElementInteractions: the picture is a pointer target only. */}
					<div className="vp-stage" onClick={onStageClick}>
						{state.playButton === 'play' && state.loading === null && (
							<span className="vp-big-play" aria-hidden="true">
								<Icon name="play" size={48} />
							</span>
						)}
						<StatusPopup
							volumePopup={state.volumePopup}
							volume={state.volume}
							muted={state.muted}
							// 重新播放 and 重试 take the centre; the 5× popup never covers them.
							fast={state.fast && state.loading !== 'ended' && state.loading !== 'error'}
						/>
					</div>
					{options.autoPlay && state.muted && state.playButton === 'pause' && (
						<UnmuteChip onUnmute={commands.toggleMute} />
					)}
					<LoadingOverlay
						loading={state.loading}
						hasPoster={options.poster !== ''}
						onReplay={commands.play}
						onRetry={commands.play}
					/>
					{options.control && (
						<ControlBar
							state={state}
							options={options}
							commands={commands}
							pipSupported={pip}
							onMenuOpen={setMenuOpen}
						/>
					)}
					{context && (
						<ContextMenu
							left={context.left}
							top={context.top}
							onSelect={popups.onContextAction}
							onClose={popups.closeContext}
						/>
					)}
					{dialog === 'colour' && (
						<ColourDialog
							filter={state.filter}
							onChange={(filter) => dispatch({ type: 'filter', filter })}
							onClose={() => setDialog(null)}
						/>
					)}
					{dialog === 'hotkeys' && <HotkeyDialog onClose={() => setDialog(null)} />}
				</>
			)}
			<div className="vp-sr" aria-live="polite">
				{state.announcement}
			</div>
		</section>
	);
}
