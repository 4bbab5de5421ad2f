import { describe, expect, it } from 'vitest';
import {
	normaliseEditorHtml,
	normaliseLinkUrl,
	TOOLBAR_COMMANDS,
} from '../../../../src/islands/rich-text-editor/toolbar-commands';

describe('rich text editor toolbar', () => {
	it('gives every button a Chinese name and exactly one action', () => {
		const ids = TOOLBAR_COMMANDS.map((item) => item.id);
		expect(new Set(ids).size).toBe(ids.length);
		for (const item of TOOLBAR_COMMANDS) {
			expect(item.label).toMatch(/^[\u4e00-\u9fff]+$/);
			expect([item.run, item.special, item.table].filter(Boolean)).toHaveLength(1);
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
		const picture = '<p><img src="/uploads/0123456789abcdef0123456789abcdef.webp" alt=""></p>';
		expect(normaliseEditorHtml(picture)).toBe(picture);
		expect(normaliseEditorHtml('<ul><li><p>一</p></li></ul><p></p>')).toBe(
			'<ul><li><p>一</p></li></ul>',
		);
	});
});
