import { watchStillness } from '../../lib/elder-mode';
import { type MotionChoice, pressMotionButton, shouldMove } from '../shared/motion-choice';
import { BANNER_INTERVAL_MS, slideAt, stepSlide } from './carousel-model';

/**
 * `<banner-carousel>` around a scroll-snap row of slides (`[data-slides]`), dot buttons
 * (`[data-dot]`) and a pause/play button (`[data-motion-toggle]`): advances every 5 s, holds on
 * hover and focus, and stays still under reduced motion and in 长辈模式 unless played by the
 * button. Without JavaScript the row still scrolls by hand.
 */
class BannerCarouselElement extends HTMLElement {
	#timer = 0;
	#slides: HTMLElement | null = null;
	#choice: MotionChoice = 'auto';
	#still = false;
	#held = false;
	#unwatch: (() => void) | null = null;

	connectedCallback() {
		this.#slides = this.querySelector<HTMLElement>('[data-slides]');
		const slides = this.#slides;
		if (!slides || slides.children.length < 2) return;
		this.dataset.enhanced = '';
		for (const dot of this.querySelectorAll<HTMLButtonElement>('[data-dot]')) {
			dot.addEventListener('click', () => this.#show(Number(dot.dataset.dot)));
		}
		for (const arrow of this.querySelectorAll<HTMLButtonElement>('[data-step]')) {
			arrow.addEventListener('click', () =>
				this.#show(stepSlide(this.#current(), Number(arrow.dataset.step), slides.children.length)),
			);
		}
		slides.addEventListener('scroll', () => this.#markDots(), { passive: true });
		const hold = (held: boolean) => () => {
			this.#held = held;
			this.#sync();
		};
		this.addEventListener('mouseenter', hold(true));
		this.addEventListener('mouseleave', hold(false));
		this.addEventListener('focusin', hold(true));
		this.addEventListener('focusout', hold(false));
		this.querySelector('[data-motion-toggle]')?.addEventListener('click', () => {
			this.#choice = pressMotionButton(this.#choice, this.#still);
			this.#sync();
		});
		this.#unwatch = watchStillness((still) => {
			this.#still = still;
			this.#sync();
		});
	}

	disconnectedCallback() {
		window.clearInterval(this.#timer);
		this.#unwatch?.();
	}

	/** Starts or stops the timer and labels the button after the choice, stillness and hold. */
	#sync() {
		const slides = this.#slides;
		if (!slides) return;
		const moving = shouldMove(this.#choice, this.#still);
		const toggle = this.querySelector<HTMLButtonElement>('[data-motion-toggle]');
		if (toggle) {
			toggle.dataset.moving = String(moving);
			toggle.setAttribute('aria-label', moving ? '暂停轮播' : '播放轮播');
		}
		window.clearInterval(this.#timer);
		if (!moving || this.#held) return;
		this.#timer = window.setInterval(() => {
			this.#show(stepSlide(this.#current(), 1, slides.children.length));
		}, BANNER_INTERVAL_MS);
	}

	#current(): number {
		const slides = this.#slides;
		return slides ? slideAt(slides.scrollLeft, slides.clientWidth, slides.children.length) : 0;
	}

	#show(index: number) {
		const slides = this.#slides;
		if (!slides) return;
		slides.scrollTo({ left: index * slides.clientWidth, behavior: 'smooth' });
	}

	#markDots() {
		const current = this.#current();
		for (const dot of this.querySelectorAll<HTMLElement>('[data-dot]')) {
			dot.setAttribute('aria-current', String(Number(dot.dataset.dot) === current));
		}
	}
}

if (!customElements.get('banner-carousel'))
	customElements.define('banner-carousel', BannerCarouselElement);
