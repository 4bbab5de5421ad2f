/**
 * What read-aloud says and with which voice. Browsers cut off long utterances (Chrome after about
 * 15 s), so text is read in sentence-sized pieces.
 */
const MAX_UTTERANCE_CHARS = 80;

/** The blocks of a page that are read, in document order; their text is read one by one. */
export const READABLE_BLOCKS = 'h1, h2, h3, h4, p, li, dt, dd, th, td, figcaption, blockquote';

/** Splits text after Chinese and Western sentence ends, then at commas when still too long. */
export function speechPieces(text: string, max = MAX_UTTERANCE_CHARS): string[] {
	const clean = text.replace(/\s+/g, ' ').trim();
	if (!clean) return [];
	const sentences = clean.match(/[^。！？!?；;]+[。！？!?；;]*/g) ?? [clean];
	const pieces: string[] = [];
	for (const sentence of sentences) {
		let rest = sentence.trim();
		while (rest.length > max) {
			const comma = Math.max(...['，', ',', '、', ' '].map((mark) => rest.lastIndexOf(mark, max)));
			const cut = comma > 0 ? comma + 1 : max;
			pieces.push(rest.slice(0, cut).trim());
			rest = rest.slice(cut).trim();
		}
		if (rest) pieces.push(rest);
	}
	return pieces;
}

interface VoiceLike {
	lang: string;
	localService?: boolean;
}

/** A Mandarin voice: zh-CN first, then any other Chinese voice; null when there is none. */
export function pickChineseVoice<Voice extends VoiceLike>(voices: readonly Voice[]): Voice | null {
	const lang = (voice: Voice) => voice.lang.toLowerCase().replace('_', '-');
	const mainland = voices.filter((voice) =>
		['zh-cn', 'cmn-cn', 'cmn-hans-cn'].includes(lang(voice)),
	);
	const local = mainland.find((voice) => voice.localService);
	return local ?? mainland[0] ?? voices.find((voice) => /^(zh|cmn)\b/.test(lang(voice))) ?? null;
}

export const NO_SPEECH_MESSAGE = '这个浏览器不能朗读。请换用手机自带的浏览器或最新版的电脑浏览器。';
export const NO_CHINESE_VOICE_MESSAGE =
	'这个浏览器没有中文语音，不能朗读。请在手机或电脑的系统设置里添加“中文（普通话）”语音，或换用其他浏览器。';
