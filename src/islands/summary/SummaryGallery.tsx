import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react';
import { buildImageSrcset } from '../../lib/format/image-srcset';
import { ModalDialog } from '../shared/ModalDialog';

/** The least horizontal travel of a finger that turns the photo. */
const SWIPE_PX = 40;

interface Props {
	photos: readonly string[];
}

/**
 * 活动回顾's photos: a photo opens in a modal dialog; ← and → (or the buttons, or a swipe) turn,
 * Esc or × closes, and focus returns to the photo that opened it. An island of its own, so that
 * only a page with an approved summary loads it.
 */
export default function SummaryGallery({ photos }: Props) {
	const touchX = useRef<number | null>(null);
	/** The photo shown in the dialog, or null while it is closed. */
	const [shown, setShown] = useState<number | null>(null);
	const turn = (step: number) =>
		setShown((index) => ((index ?? 0) + step + photos.length) % photos.length);
	const close = () => setShown(null);
	const onKeyDown = (event: KeyboardEvent) => {
		if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
		event.preventDefault();
		turn(event.key === 'ArrowRight' ? 1 : -1);
	};
	const onTouchEnd = (event: TouchEvent) => {
		const endX = event.changedTouches[0]?.clientX;
		const startX = touchX.current;
		touchX.current = null;
		if (startX === null || endX === undefined) return;
		if (Math.abs(endX - startX) >= SWIPE_PX) turn(endX < startX ? 1 : -1);
	};

	return (
		<>
			<ul className="summary-photos" aria-label="活动照片">
				{photos.map((url, index) => (
					<li key={url}>
						<button
							type="button"
							aria-label={`查看第 ${index + 1} 张照片`}
							onClick={() => setShown(index)}
						>
							<img
								src={url}
								srcSet={buildImageSrcset(url)}
								sizes="(max-width: 768px) 45vw, 280px"
								alt={`活动照片 ${index + 1}`}
								width="400"
								height="300"
								loading="lazy"
								decoding="async"
							/>
						</button>
					</li>
				))}
			</ul>
			{shown !== null && (
				<ModalDialog
					className="summary-lightbox"
					aria-label="活动照片"
					onClose={close}
					onKeyDown={onKeyDown}
					onTouchStart={(event) => {
						touchX.current = event.touches[0]?.clientX ?? null;
					}}
					onTouchEnd={onTouchEnd}
				>
					<img src={photos[shown]} alt={`活动照片 ${shown + 1}`} />
					<p className="count" aria-live="polite">
						{shown + 1} / {photos.length}
					</p>
					<button type="button" className="prev" aria-label="上一张" onClick={() => turn(-1)}>
						‹
					</button>
					<button type="button" className="next" aria-label="下一张" onClick={() => turn(1)}>
						›
					</button>
					<button type="button" className="close" aria-label="关闭" onClick={close}>
						×
					</button>
				</ModalDialog>
			)}
		</>
	);
}
