import type { Page } from '@playwright/test';

/**
 * A stand-in for the browser's speech synthesis, which has no voices in headless Chromium: it
 * records what would be said and ends each utterance at once. `voices` are the voices it offers.
 */
export async function stubSpeech(page: Page, voices: { lang: string; name: string }[]) {
	await page.addInitScript((offered) => {
		const log: { text: string; lang: string; voice: string }[] = [];
		const calls: string[] = [];
		const synth = {
			paused: false,
			speaking: false,
			getVoices: () => offered.map((voice) => ({ ...voice, localService: true, default: false })),
			speak(utterance: SpeechSynthesisUtterance) {
				log.push({
					text: utterance.text,
					lang: utterance.lang,
					voice: utterance.voice?.name ?? '',
				});
				setTimeout(() => utterance.onend?.(new Event('end') as SpeechSynthesisEvent), 0);
			},
			pause: () => calls.push('pause'),
			resume: () => calls.push('resume'),
			cancel: () => calls.push('cancel'),
			addEventListener() {},
			removeEventListener() {},
		};
		Object.defineProperty(window, 'speechSynthesis', { value: synth });
		Object.assign(window, { __speech: { log, calls } });
		class Utterance {
			text: string;
			lang = '';
			rate = 1;
			voice: unknown = null;
			onend: ((event: Event) => void) | null = null;
			onerror: ((event: Event) => void) | null = null;
			constructor(text: string) {
				this.text = text;
			}
		}
		Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance });
	}, voices);
}

export function spokenTexts(page: Page): Promise<{ text: string; lang: string; voice: string }[]> {
	return page.evaluate(
		() =>
			(window as unknown as { __speech: { log: { text: string; lang: string; voice: string }[] } })
				.__speech.log,
	);
}

export function speechCalls(page: Page): Promise<string[]> {
	return page.evaluate(
		() => (window as unknown as { __speech: { calls: string[] } }).__speech.calls,
	);
}
