/** The least horizontal travel of a finger that turns the photo. */
const SWIPE_PX = 40;

/**
 * The 活动回顾 photo viewer: a photo opens in a modal dialog; ← and → (or the buttons, or a swipe)
 * turn, Esc or × closes, and focus returns to the photo that opened it.
 */
export function startSummaryGallery(section: HTMLElement): void {
	const dialog = section.querySelector<HTMLDialogElement>('dialog');
	const image = section.querySelector<HTMLImageElement>('[data-lightbox-image]');
	const count = section.querySelector<HTMLElement>('[data-lightbox-count]');
	const thumbs = [...section.querySelectorAll<HTMLButtonElement>('[data-photo-index]')];
	if (!dialog || !image || !count || thumbs.length === 0) return;
	const urls = thumbs.map((thumb) => thumb.querySelector('img')?.getAttribute('src') ?? '');
	let shown = 0;
	let opener: HTMLButtonElement | null = null;

	const show = (index: number) => {
		shown = (index + urls.length) % urls.length;
		image.src = urls[shown] ?? '';
		image.alt = `活动照片 ${shown + 1}`;
		count.textContent = `${shown + 1} / ${urls.length}`;
	};

	for (const thumb of thumbs) {
		thumb.addEventListener('click', () => {
			opener = thumb;
			show(Number(thumb.dataset.photoIndex));
			dialog.showModal();
		});
	}
	for (const button of dialog.querySelectorAll<HTMLButtonElement>('[data-lightbox-step]')) {
		button.addEventListener('click', () => show(shown + Number(button.dataset.lightboxStep)));
	}
	dialog.querySelector('[data-lightbox-close]')?.addEventListener('click', () => dialog.close());
	dialog.addEventListener('close', () => opener?.focus());
	dialog.addEventListener('keydown', (event) => {
		if (event.key === 'ArrowRight') show(shown + 1);
		else if (event.key === 'ArrowLeft') show(shown - 1);
		else return;
		event.preventDefault();
	});
	let touchX: number | null = null;
	dialog.addEventListener('touchstart', (event) => {
		touchX = event.touches[0]?.clientX ?? null;
	});
	dialog.addEventListener('touchend', (event) => {
		const endX = event.changedTouches[0]?.clientX;
		if (touchX === null || endX === undefined) return;
		const travel = endX - touchX;
		touchX = null;
		if (Math.abs(travel) >= SWIPE_PX) show(shown + (travel < 0 ? 1 : -1));
	});
}
