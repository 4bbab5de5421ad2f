import { describe, expect, it } from 'vitest';
import { pickChineseVoice, speechPieces } from '../../../../src/islands/read-aloud/speech-text';

describe('speechPieces', () => {
	it('reads sentence by sentence, keeping the marks that end them', () => {
		expect(speechPieces('科普月开幕了。欢迎参加！  活动免费？')).toEqual([
			'科普月开幕了。',
			'欢迎参加！',
			'活动免费？',
		]);
	});

	it('cuts a long sentence at its last comma within the limit, else at the limit', () => {
		const sentence = `${'甲'.repeat(6)}，${'乙'.repeat(6)}，${'丙'.repeat(6)}。`;
		expect(speechPieces(sentence, 10)).toEqual([
			'甲甲甲甲甲甲，',
			'乙乙乙乙乙乙，',
			'丙丙丙丙丙丙。',
		]);
		expect(speechPieces('字'.repeat(25), 10)).toEqual([
			'字'.repeat(10),
			'字'.repeat(10),
			'字'.repeat(5),
		]);
	});

	it('says nothing for blank text', () => {
		expect(speechPieces(' \n\t ')).toEqual([]);
	});
});

describe('pickChineseVoice', () => {
	const voice = (lang: string, localService = false) => ({ lang, localService, name: lang });

	it('prefers a mainland Mandarin voice on the device, then any mainland one, then any Chinese', () => {
		expect(pickChineseVoice([voice('zh-TW'), voice('zh-CN'), voice('zh-CN', true)])).toEqual(
			voice('zh-CN', true),
		);
		expect(pickChineseVoice([voice('en-US'), voice('zh_CN')])).toEqual(voice('zh_CN'));
		expect(pickChineseVoice([voice('en-US'), voice('zh-HK')])).toEqual(voice('zh-HK'));
	});

	it('finds none among other languages', () => {
		expect(pickChineseVoice([voice('en-US'), voice('ja-JP')])).toBeNull();
		expect(pickChineseVoice([])).toBeNull();
	});
});
