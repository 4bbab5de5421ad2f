import {
	COLOUR_CHANNELS,
	type ColourFilter,
	DEFAULT_COLOUR_FILTER,
	displayColourValue,
} from './colour-filter';
import { Dialog } from './Dialog';
import { Slider } from './Slider';

interface ColourDialogProps {
	filter: ColourFilter;
	onChange: (filter: ColourFilter) => void;
	onClose: () => void;
}

/** 视频色彩调整: one slider per channel showing value × 255, and 重置. */
export function ColourDialog({ filter, onChange, onClose }: ColourDialogProps) {
	return (
		<Dialog title="视频色彩调整" onClose={onClose} className="vp-colour">
			{COLOUR_CHANNELS.map(({ key, label }) => {
				const shown = displayColourValue(filter[key]);
				return (
					<div className="vp-colour-row" key={key}>
						<span className="vp-colour-label">{label}</span>
						<Slider
							label={label}
							value={filter[key]}
							valueNow={shown}
							valueMax={255}
							valueText={`${label} ${shown}`}
							step={1 / 255}
							bigStep={0.1}
							onChange={(value) => onChange({ ...filter, [key]: value })}
							onPreview={(value) => value !== null && onChange({ ...filter, [key]: value })}
						/>
						<span className="vp-colour-value">{shown}</span>
					</div>
				);
			})}
			<button type="button" className="vp-link" onClick={() => onChange(DEFAULT_COLOUR_FILTER)}>
				重置
			</button>
		</Dialog>
	);
}
