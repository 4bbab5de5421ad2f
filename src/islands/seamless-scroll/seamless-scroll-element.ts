import { throttle } from '../../lib/throttle';
import { advanceScroll, type ScrollState, SEAMLESS_SCROLL, wheelScroll } from './scroll-model';

/**
 * `<seamless-scroll items="1">` around one `<ul>`: rotates the list upwards without end, pausing
 * on hover and focus. Without JavaScript, or with reduced motion, it is a plain scrollable list.
 */
class SeamlessScrollElement extends HTMLElement {
	#state: ScrollState = { offset: 0, waitUntil: 0 };
	#frame = 0;
	#paused = false;
	#track: HTMLElement | null = null;
	#cleanup: (() => void)[] = [];

	connectedCallback() {
		const list = this.querySelector('ul');
		if (!list || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
		const visible = Number(this.getAttribute('visible') ?? 4);
		if (list.children.length <= visible) return;
		const copy = list.cloneNode(true) as HTMLElement;
		copy.setAttribute('aria-hidden', 'true');
		for (const link of copy.querySelectorAll('a, button')) link.setAttribute('tabindex', '-1');
		const track = document.createElement('div');
		track.className = 'seamless-track';
		list.replaceWith(track);
		track.append(list, copy);
		this.#track = track;
		this.dataset.running = '';
		const pause = () => {
			this.#paused = true;
		};
		const resume = () => {
			this.#paused = this.matches(':hover') || this.matches(':focus-within');
		};
		const onWheel = throttle((event: WheelEvent) => {
			this.#state = wheelScroll(this.#state, event.deltaY, this.#geometry());
			this.#render();
		}, SEAMLESS_SCROLL.wheelThrottleMs);
		const wheel = (event: WheelEvent) => {
			event.preventDefault();
			onWheel(event);
		};
		this.addEventListener('mouseenter', pause);
		this.addEventListener('mouseleave', resume);
		this.addEventListener('focusin', pause);
		this.addEventListener('focusout', () => requestAnimationFrame(resume));
		this.addEventListener('wheel', wheel, { passive: false });
		this.#cleanup.push(() => this.removeEventListener('wheel', wheel));
		this.#frame = requestAnimationFrame(this.#tick);
	}

	disconnectedCallback() {
		cancelAnimationFrame(this.#frame);
		for (const clean of this.#cleanup) clean();
	}

	#geometry() {
		const first = this.#track?.firstElementChild as HTMLElement | null;
		const item = first?.firstElementChild as HTMLElement | null;
		return { itemSize: item?.offsetHeight ?? 0, loopSize: first?.offsetHeight ?? 0 };
	}

	#render() {
		if (this.#track) this.#track.style.transform = `translateY(${-this.#state.offset}px)`;
	}

	#tick = (now: number) => {
		if (!this.#paused) {
			this.#state = advanceScroll(
				this.#state,
				now,
				this.#geometry(),
				Number(this.getAttribute('items') ?? 1),
			);
			this.#render();
		}
		this.#frame = requestAnimationFrame(this.#tick);
	};
}

if (!customElements.get('seamless-scroll'))
	customElements.define('seamless-scroll', SeamlessScrollElement);
