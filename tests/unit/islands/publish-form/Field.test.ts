import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Field, { type FieldA11y } from '../../../../src/islands/publish-form/Field';

function renderTitleField(props: { error?: string; hint?: string; required?: boolean }) {
	// Field has no hooks, so calling it renders its element tree.
	const children = (a11y: FieldA11y) => createElement('input', a11y);
	return renderToStaticMarkup(Field({ field: 'title', label: '活动标题', ...props, children }));
}

/**
 * The attributes of every `<name …>` start tag in `html`, in document order, each tag's as a set:
 * the order of attributes means nothing to a browser.
 */
function attributesOf(html: string, name: string): Record<string, string>[] {
	return [...html.matchAll(new RegExp(`<${name}((?:\\s+[\\w-]+="[^"]*")*)\\s*/?>`, 'g'))].map(
		([, attributes = '']) =>
			Object.fromEntries(
				[...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
			),
	);
}

describe('publish form field', () => {
	it('ties the error to the control with aria-describedby and marks it invalid', () => {
		const html = renderTitleField({ error: '活动标题至少 2 个字', required: true });
		expect(attributesOf(html, 'label')).toEqual([
			{ class: 'pf-label', id: 'pf-title-label', for: 'pf-title' },
		]);
		expect(attributesOf(html, 'input')).toEqual([
			{
				id: 'pf-title',
				'aria-describedby': 'pf-title-error',
				'aria-invalid': 'true',
				'aria-required': 'true',
			},
		]);
		expect(attributesOf(html, 'p')).toEqual([{ class: 'pf-error', id: 'pf-title-error' }]);
		expect(html).toMatch(/<p [^>]*>活动标题至少 2 个字<\/p>/);
	});

	it('describes a valid control by its hint only', () => {
		const html = renderTitleField({ hint: '2 到 50 个字' });
		expect(attributesOf(html, 'input')).toEqual([
			{ id: 'pf-title', 'aria-describedby': 'pf-title-hint' },
		]);
		expect(html).not.toContain('aria-invalid');
	});
});
