import { ELDER_MODE_EVENT, isElderMode } from '../../lib/elder-mode-state';
import {
	NO_CHINESE_VOICE_MESSAGE,
	NO_SPEECH_MESSAGE,
	pickChineseVoice,
	READABLE_BLOCKS,
	speechPieces,
} from './speech-text';

/** How long to wait for the browser's voice list, which some browsers fill in late. */
const VOICES_WAIT_MS = 1500;
/** A little slower than the default, for older listeners. */
const SPEECH_RATE = 0.9;
const INTERACTIVE = 'a, button, input, select, textarea, label, video, summary, [role="button"]';

/**
 * `<read-aloud>`: the 读屏 bar of 长辈模式. 朗读本页 reads the main content block by block, marking
 * the block being read; 暂停/继续 and 停止 control it; with 点读 on, tapping a paragraph reads it.
 * Speech is the browser's own (Web Speech API) in Mandarin; without a Chinese voice it says so.
 */
class ReadAloudElement extends HTMLElement {
	#queue: { block: Element; text: string }[] = [];
	#reading: Element | null = null;
	#paused = false;
	#run = 0;
	#cleanup: (() => void)[] = [];

	connectedCallback() {
		this.#on('[data-read="page"]', () => void this.#read(this.#pageBlocks()));
		this.#on('[data-read="pause"]', () => this.#pauseOrResume());
		this.#on('[data-read="stop"]', () => this.stop());
		const tap = this.querySelector<HTMLButtonElement>('[data-read="tap"]');
		this.#on('[data-read="tap"]', () =>
			tap?.setAttribute('aria-pressed', String(tap.getAttribute('aria-pressed') !== 'true')),
		);
		const onTap = (event: MouseEvent) => {
			if (tap?.getAttribute('aria-pressed') !== 'true') return;
			const target = event.target instanceof Element ? event.target : null;
			if (!target || target.closest(INTERACTIVE) || this.contains(target)) return;
			const block = target.closest(READABLE_BLOCKS);
			if (block && document.getElementById('main')?.contains(block)) void this.#read([block]);
		};
		const onSwitch = () => {
			if (!isElderMode()) this.stop();
		};
		document.addEventListener('click', onTap);
		document.addEventListener(ELDER_MODE_EVENT, onSwitch);
		this.#cleanup.push(() => {
			document.removeEventListener('click', onTap);
			document.removeEventListener(ELDER_MODE_EVENT, onSwitch);
		});
	}

	disconnectedCallback() {
		this.stop();
		for (const clean of this.#cleanup) clean();
	}

	stop() {
		this.#run += 1;
		this.#queue = [];
		this.#paused = false;
		if ('speechSynthesis' in window) speechSynthesis.cancel();
		this.#mark(null);
		this.#showState('idle');
	}

	#on(selector: string, handler: () => void) {
		this.querySelector(selector)?.addEventListener('click', handler);
	}

	#pageBlocks(): Element[] {
		const main = document.getElementById('main');
		if (!main) return [];
		return [...main.querySelectorAll(READABLE_BLOCKS)].filter(
			(block) =>
				!block.closest('[aria-hidden="true"], [hidden], nav, read-aloud') &&
				!block.parentElement?.closest(READABLE_BLOCKS) &&
				block.getClientRects().length > 0,
		);
	}

	async #read(blocks: Element[]) {
		this.stop();
		const run = this.#run;
		if (!('speechSynthesis' in window)) return this.#say(NO_SPEECH_MESSAGE);
		const voice = pickChineseVoice(await this.#voices());
		if (run !== this.#run) return;
		if (!voice) return this.#say(NO_CHINESE_VOICE_MESSAGE);
		this.#queue = blocks.flatMap((block) =>
			speechPieces(block.textContent ?? '').map((text) => ({ block, text })),
		);
		if (this.#queue.length === 0) return this.#say('这里没有可以朗读的文字。');
		this.#showState('speaking');
		this.#next(run, voice);
	}

	#next(run: number, voice: SpeechSynthesisVoice) {
		const item = this.#queue.shift();
		if (run !== this.#run) return;
		if (!item) {
			this.#mark(null);
			this.#showState('idle');
			return;
		}
		this.#mark(item.block);
		const utterance = new SpeechSynthesisUtterance(item.text);
		utterance.voice = voice;
		utterance.lang = voice.lang;
		utterance.rate = SPEECH_RATE;
		utterance.onend = () => this.#next(run, voice);
		utterance.onerror = () => this.#next(run, voice);
		speechSynthesis.speak(utterance);
	}

	#pauseOrResume() {
		if (!('speechSynthesis' in window) || !this.#reading) return;
		this.#paused = !this.#paused;
		if (this.#paused) speechSynthesis.pause();
		else speechSynthesis.resume();
		this.#showState(this.#paused ? 'paused' : 'speaking');
	}

	/** The browser's voices; Chrome lists them only after `voiceschanged`. */
	#voices(): Promise<SpeechSynthesisVoice[]> {
		const now = speechSynthesis.getVoices();
		if (now.length > 0) return Promise.resolve(now);
		return new Promise((resolve) => {
			const done = () => {
				window.clearTimeout(timer);
				speechSynthesis.removeEventListener('voiceschanged', done);
				resolve(speechSynthesis.getVoices());
			};
			const timer = window.setTimeout(done, VOICES_WAIT_MS);
			speechSynthesis.addEventListener('voiceschanged', done);
		});
	}

	#mark(block: Element | null) {
		this.#reading?.removeAttribute('data-reading');
		this.#reading = block;
		if (!block) return;
		block.setAttribute('data-reading', '');
		block.scrollIntoView({ block: 'center' });
	}

	#say(message: string) {
		const status = this.querySelector('[data-read-status]');
		if (status) status.textContent = message;
	}

	#showState(state: 'idle' | 'speaking' | 'paused') {
		this.dataset.state = state;
		const pause = this.querySelector<HTMLButtonElement>('[data-read="pause"]');
		const stop = this.querySelector<HTMLButtonElement>('[data-read="stop"]');
		if (pause) {
			pause.disabled = state === 'idle';
			pause.textContent = state === 'paused' ? '继续' : '暂停';
		}
		if (stop) stop.disabled = state === 'idle';
		this.#say({ idle: '', speaking: '正在朗读…', paused: '已暂停' }[state]);
	}
}

if (!customElements.get('read-aloud')) customElements.define('read-aloud', ReadAloudElement);
