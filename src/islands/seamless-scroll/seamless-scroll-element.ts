import { watchStillness } from '../../lib/elder-mode';
import { throttle } from '../../lib/throttle';
import { type MotionChoice, pressMotionButton, shouldMove } from '../shared/motion-choice';
import {
	nextRotation,
	type ScrollState,
	SEAMLESS_SCROLL,
	wheelScroll,
	wrapOffset,
} from './scroll-model';

/**
 * `<seamless-scroll items="1">` around one `<ul>`: rotates the list upwards without end, holding
 * on hover and focus. The button named by its `toggle` attribute pauses and plays it (WCAG
 * 2.2.2); under reduced motion and in 长辈模式 it stays still until played. Without JavaScript it
 * is a plain scrollable list. Each rotation is one Web Animation of `transform`, which the
 * compositor runs: the main thread works once a rotation rather than once a frame.
 */
class SeamlessScrollElement extends HTMLElement {
	#state: ScrollState = { offset: 0 };
	#move: { animation: Animation; from: number; to: number } | null = null;
	#timer = 0;
	#paused = false;
	#choice: MotionChoice = 'auto';
	#still = false;
	#track: HTMLElement | null = null;
	#cleanup: (() => void)[] = [];

	connectedCallback() {
		const list = this.querySelector('ul');
		const visible = Number(this.getAttribute('visible') ?? 4);
		if (!list || list.children.length <= visible) return;
		const toggle = document.getElementById(this.getAttribute('toggle') ?? '');
		if (toggle instanceof HTMLButtonElement) {
			toggle.hidden = false;
			const press = () => {
				this.#choice = pressMotionButton(this.#choice, this.#still);
				this.#sync();
			};
			toggle.addEventListener('click', press);
			this.#cleanup.push(() => toggle.removeEventListener('click', press));
		}
		this.#cleanup.push(
			watchStillness((still) => {
				this.#still = still;
				this.#sync();
			}),
		);
	}

	/** Builds the rotating track the first time the list should move. */
	#setUp(list: HTMLUListElement) {
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
			this.#move?.animation.pause();
			window.clearTimeout(this.#timer);
		};
		const resume = () => {
			this.#paused =
				this.matches(':hover') || this.matches(':focus-within') || !this.#wantsMotion();
			if (this.#paused) return;
			if (this.#move) this.#move.animation.play();
			else this.#schedule(SEAMLESS_SCROLL.waitMs);
		};
		const onWheel = throttle((event: WheelEvent) => {
			this.#stop();
			this.#state = wheelScroll(this.#state, event.deltaY, this.#geometry());
			this.#render();
			if (!this.#paused) this.#schedule(SEAMLESS_SCROLL.waitMs);
		}, SEAMLESS_SCROLL.wheelThrottleMs);
		const wheel = (event: WheelEvent) => {
			event.preventDefault();
			onWheel(event);
		};
		const onFocusOut = () => requestAnimationFrame(resume);
		this.addEventListener('mouseenter', pause);
		this.addEventListener('mouseleave', resume);
		this.addEventListener('focusin', pause);
		this.addEventListener('focusout', onFocusOut);
		this.addEventListener('wheel', wheel, { passive: false });
		this.#cleanup.push(() => {
			this.removeEventListener('mouseenter', pause);
			this.removeEventListener('mouseleave', resume);
			this.removeEventListener('focusin', pause);
			this.removeEventListener('focusout', onFocusOut);
			this.removeEventListener('wheel', wheel);
		});
	}

	#wantsMotion(): boolean {
		return shouldMove(this.#choice, this.#still);
	}

	/** Starts or stops the rotation and labels the button after the choice and stillness. */
	#sync() {
		const moving = this.#wantsMotion();
		const toggle = document.getElementById(this.getAttribute('toggle') ?? '');
		if (toggle) {
			toggle.dataset.moving = String(moving);
			toggle.setAttribute('aria-label', moving ? '暂停滚动' : '开始滚动');
		}
		if (!moving) {
			this.#paused = true;
			this.#stop();
			this.#render();
			return;
		}
		const list = this.querySelector(':scope > ul');
		if (!this.#track && list instanceof HTMLUListElement) this.#setUp(list);
		this.#paused = this.matches(':hover') || this.matches(':focus-within');
		if (!this.#paused && !this.#move) this.#schedule(0);
	}

	disconnectedCallback() {
		this.#stop();
		for (const clean of this.#cleanup) clean();
	}

	#schedule(delayMs: number) {
		window.clearTimeout(this.#timer);
		this.#timer = window.setTimeout(() => this.#rotate(), delayMs);
	}

	#rotate() {
		const track = this.#track;
		if (this.#paused || !track) return;
		const geometry = this.#geometry();
		const from = this.#state.offset;
		const items = Number(this.getAttribute('items') ?? 1);
		const { to, durationMs } = nextRotation(from, geometry, items);
		if (durationMs <= 0) {
			this.#schedule(SEAMLESS_SCROLL.waitMs);
			return;
		}
		const animation = track.animate(
			[{ transform: `translateY(${-from}px)` }, { transform: `translateY(${-to}px)` }],
			{ duration: durationMs, easing: 'linear', fill: 'forwards' },
		);
		this.#move = { animation, from, to };
		animation.onfinish = () => {
			this.#state = { offset: wrapOffset(to, geometry.loopSize) };
			this.#render();
			animation.cancel();
			this.#move = null;
			if (!this.#paused) this.#schedule(SEAMLESS_SCROLL.waitMs);
		};
	}

	/** Ends the rotation under way where it has got to. */
	#stop() {
		window.clearTimeout(this.#timer);
		const move = this.#move;
		if (!move) return;
		const duration = Number(move.animation.effect?.getTiming().duration) || 1;
		const progress = Math.min(Number(move.animation.currentTime ?? 0) / duration, 1);
		this.#state = {
			offset: wrapOffset(move.from + (move.to - move.from) * progress, this.#geometry().loopSize),
		};
		move.animation.cancel();
		this.#move = null;
	}

	#geometry() {
		const first = this.#track?.firstElementChild as HTMLElement | null;
		const item = first?.firstElementChild as HTMLElement | null;
		return { itemSize: item?.offsetHeight ?? 0, loopSize: first?.offsetHeight ?? 0 };
	}

	#render() {
		if (this.#track) this.#track.style.transform = `translateY(${-this.#state.offset}px)`;
	}
}

if (!customElements.get('seamless-scroll'))
	customElements.define('seamless-scroll', SeamlessScrollElement);
