import { BANNER_INTERVAL_MS, slideAt, stepSlide } from './carousel-model';

/**
 * `<banner-carousel>` around a scroll-snap row of slides (`[data-slides]`) and dot buttons
 * (`[data-dot]`): advances every 5 s, pauses on hover and focus, and never moves by itself
 * under reduced motion. Without JavaScript the row still scrolls by hand.
 */
class BannerCarouselElement extends HTMLElement {
	#timer = 0;
	#slides: HTMLElement | null = null;

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
		const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
		if (reduced) return;
		const stop = () => window.clearInterval(this.#timer);
		const start = () => {
			stop();
			this.#timer = window.setInterval(() => {
				this.#show(stepSlide(this.#current(), 1, slides.children.length));
			}, BANNER_INTERVAL_MS);
		};
		this.addEventListener('mouseenter', stop);
		this.addEventListener('mouseleave', start);
		this.addEventListener('focusin', stop);
		this.addEventListener('focusout', start);
		start();
	}

	disconnectedCallback() {
		window.clearInterval(this.#timer);
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
