import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { clamp01 } from './player-options';

export interface SliderProps {
	label: string;
	/** Position 0..1. */
	value: number;
	/** Buffered-ahead fraction drawn behind the value (what the browser has preloaded). */
	preload?: number;
	valueNow: number;
	valueMax: number;
	valueText: string;
	vertical?: boolean;
	disabled?: boolean;
	/** Arrow-key step and PageUp/PageDown step, as fractions of the range. */
	step: number;
	bigStep: number;
	/** Committed once per key press or per drag release; never a seek storm while dragging. */
	onChange: (value: number) => void;
	/** Moves while dragging, for the thumb and a preview. */
	onPreview?: (value: number | null) => void;
	/** Tooltip text for the hovered or dragged position. */
	hoverText?: (value: number) => string;
	/** A picture above the tooltip text (the progress bar's thumbnail). */
	hoverPreview?: (value: number) => ReactNode;
	className?: string;
}

const KEY_DELTAS: Record<string, (step: number, big: number, value: number) => number> = {
	ArrowRight: (s) => s,
	ArrowUp: (s) => s,
	ArrowLeft: (s) => -s,
	ArrowDown: (s) => -s,
	PageUp: (_, b) => b,
	PageDown: (_, b) => -b,
	Home: (_, __, v) => -v,
	End: (_, __, v) => 1 - v,
};

/** A WAI-ARIA slider (APG slider pattern) driven by pointer and keys. */
export function Slider(props: SliderProps) {
	const { value, vertical = false, disabled = false } = props;
	const trackRef = useRef<HTMLDivElement>(null);
	const [drag, setDrag] = useState<number | null>(null);
	const [hover, setHover] = useState<number | null>(null);

	const ratioAt = (event: PointerEvent) => {
		const box = trackRef.current?.getBoundingClientRect();
		if (!box) return 0;
		return clamp01(
			vertical ? (box.bottom - event.clientY) / box.height : (event.clientX - box.left) / box.width,
		);
	};
	const preview = (next: number | null) => {
		setDrag(next);
		props.onPreview?.(next);
	};
	const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
		if (disabled || event.button !== 0) return;
		event.currentTarget.setPointerCapture(event.pointerId);
		const ratio = ratioAt(event);
		setHover(ratio);
		preview(ratio);
	};
	const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
		const ratio = ratioAt(event);
		setHover(ratio);
		if (drag !== null) preview(ratio);
	};
	const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
		if (drag === null) return;
		const ratio = ratioAt(event);
		// A finger leaves no hover behind once lifted.
		if (event.pointerType !== 'mouse') setHover(null);
		preview(null);
		props.onChange(ratio);
	};
	const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
		const delta = KEY_DELTAS[event.key];
		if (disabled || !delta) return;
		event.preventDefault();
		event.stopPropagation();
		props.onChange(clamp01(value + delta(props.step, props.bigStep, value)));
	};

	const shown = drag ?? value;
	const axis = vertical ? 'height' : 'width';
	const tip = hover === null || !props.hoverText ? null : props.hoverText(hover);
	// The tip stays inside the track: half its width from either end.
	const inset = props.hoverPreview ? '86px' : '2.2em';
	return (
		<div
			className={`vp-slider${vertical ? ' is-vertical' : ''}${disabled ? ' is-disabled' : ''} ${props.className ?? ''}`}
			role="slider"
			tabIndex={disabled ? -1 : 0}
			aria-label={props.label}
			aria-valuemin={0}
			aria-valuemax={props.valueMax}
			aria-valuenow={props.valueNow}
			aria-valuetext={props.valueText}
			aria-orientation={vertical ? 'vertical' : 'horizontal'}
			aria-disabled={disabled || undefined}
			onKeyDown={onKeyDown}
			onPointerDown={onPointerDown}
			onPointerMove={onPointerMove}
			onPointerUp={onPointerUp}
			onPointerCancel={() => {
				setHover(null);
				preview(null);
			}}
			onPointerLeave={() => setHover(null)}
		>
			<div className="vp-slider-track" ref={trackRef}>
				{props.preload !== undefined && (
					<div className="vp-slider-preload" style={{ [axis]: `${props.preload * 100}%` }} />
				)}
				<div className="vp-slider-fill" style={{ [axis]: `${shown * 100}%` }}>
					<span className="vp-slider-thumb" />
				</div>
				{tip !== null && hover !== null && (
					<>
						<div className="vp-slider-cursor" style={{ left: `${hover * 100}%` }} />
						<div
							className="vp-slider-tip"
							style={{ left: `clamp(${inset}, ${hover * 100}%, calc(100% - ${inset}))` }}
						>
							{props.hoverPreview?.(hover)}
							{tip}
						</div>
					</>
				)}
			</div>
		</div>
	);
}
