import type { KeyboardEvent, MouseEvent } from 'react';
import {
	CENTRE_FOCUS,
	focusFromPoint,
	formatCoverFocus,
	moveCoverFocus,
	parseCoverFocus,
} from '../../lib/cover-focus';

interface Props {
	cover: string;
	/** `"x% y%"` or `''` for the centre. */
	value: string;
	onChange: (focus: string) => void;
}

/** The whole cover with a marker at its focal point: a click or an arrow key (Shift: 10 %) moves it. */
export default function FocusPicker({ cover, value, onChange }: Props) {
	const focus = parseCoverFocus(value);
	const shown = focus ?? CENTRE_FOCUS;

	const pick = (event: MouseEvent<HTMLButtonElement>) => {
		// A keyboard "click" (Enter, Space) has no pointer position; the arrows move the point instead.
		if (event.detail === 0) return;
		const box = event.currentTarget.getBoundingClientRect();
		const point = { x: event.clientX - box.left, y: event.clientY - box.top };
		onChange(formatCoverFocus(focusFromPoint(point, box)));
	};

	const move = (event: KeyboardEvent<HTMLButtonElement>) => {
		const next = moveCoverFocus(focus, event.key, event.shiftKey);
		if (!next) return;
		event.preventDefault();
		onChange(formatCoverFocus(next));
	};

	return (
		<button
			type="button"
			id="pf-cover_focus"
			className="pf-focus-picker"
			aria-label={`封面焦点 ${focus ? formatCoverFocus(focus) : '居中'}，点击图片或用方向键调整`}
			onClick={pick}
			onKeyDown={move}
		>
			<img src={cover} alt="封面预览" draggable={false} />
			<span
				className="pf-focus-marker"
				data-set={focus ? true : undefined}
				style={{ left: `${shown.x}%`, top: `${shown.y}%` }}
				aria-hidden="true"
			/>
		</button>
	);
}
