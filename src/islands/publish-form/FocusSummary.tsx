import { CENTRE_FOCUS, formatCoverFocus, parseCoverFocus } from '../../lib/cover-focus';

interface Props {
	cover: string;
	/** `"x% y%"` or `''` for the centre. */
	value: string;
	onChange: (focus: string) => void;
}

/** The card crop that the focal point gives, the point in words, and the way back to the centre. */
export default function FocusSummary({ cover, value, onChange }: Props) {
	const focus = parseCoverFocus(value);
	const position = formatCoverFocus(focus ?? CENTRE_FOCUS);
	return (
		<div className="pf-focus-side">
			<div className="pf-focus-crop">
				<img src={cover} alt="卡片裁切效果" style={{ objectPosition: position }} />
			</div>
			<p className="pf-hint" aria-live="polite">
				封面焦点：{focus ? position : '居中'}。点击左侧图片或用方向键设置，卡片按 16:9
				裁切时保留这个位置
			</p>
			{focus && (
				<button type="button" className="pf-link-button" onClick={() => onChange('')}>
					恢复居中
				</button>
			)}
		</div>
	);
}
