import { describe, expect, it } from 'vitest';
import {
	normaliseEditorHtml,
	normaliseLinkUrl,
	TOOLBAR_COMMANDS,
} from '../../../../src/islands/rich-text-editor/toolbar-commands';

describe('rich text editor toolbar', () => {
	it('offers only formatting the server keeps', () => {
		const kept = new Set([
			'bold',
			'italic',
			'formatBlock',
			'insertUnorderedList',
			'insertOrderedList',
		]);
		const links = new Set(['createLink', 'unlink']);
		for (const item of TOOLBAR_COMMANDS) {
			expect(kept.has(item.command) || links.has(item.command)).toBe(true);
			if (item.command === 'formatBlock') expect(['h3', 'p']).toContain(item.value);
		}
	});

	it('adds https to a bare address and refuses other schemes', () => {
		expect(normaliseLinkUrl('www.cast.org.cn')).toBe('https://www.cast.org.cn');
		expect(normaliseLinkUrl(' http://kepu.cn/a ')).toBe('http://kepu.cn/a');
		expect(normaliseLinkUrl('javascript:alert(1)')).toBeNull();
		expect(normaliseLinkUrl('')).toBeNull();
	});

	it('treats markup without text as an empty description', () => {
		expect(normaliseEditorHtml('<p><br></p>')).toBe('');
		expect(normaliseEditorHtml('<div>&nbsp;</div>')).toBe('');
		expect(normaliseEditorHtml('<p><b>讲座</b></p>')).toBe('<p><b>讲座</b></p>');
	});
});
