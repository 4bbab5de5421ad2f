import { afterEach, describe, expect, it } from 'vitest';
import { clickedElement, clickProperties } from '../../src/lib/sensors/click';

// The click map of sa-sdk-javascript with clickmap 'default' and collect_tags div/span/img.
const TAGS = { div: true, span: true, img: true };

function mount(html: string): HTMLElement {
	const root = document.createElement('section');
	root.id = 'root';
	root.innerHTML = html;
	document.body.append(root);
	return root;
}

const pick = (root: HTMLElement, selector: string) => {
	const element = root.querySelector(selector);
	if (!element) throw new Error(`no ${selector}`);
	return element;
};

afterEach(() => {
	document.getElementById('root')?.remove();
});

describe('which clicks make a $WebClick', () => {
	it('counts a div holding only text or inline style tags, also when its <b> is clicked', () => {
		const root = mount(
			'<div class="plain">text</div><div class="styled">a <b>b <i>i</i></b></div>',
		);
		expect(clickedElement(pick(root, '.plain'), TAGS)).toBe(pick(root, '.plain'));
		expect(clickedElement(pick(root, '.styled i'), TAGS)).toBe(pick(root, '.styled'));
	});

	it('does not count a div that holds other elements, nor one nested in such a div', () => {
		const root = mount('<div class="outer"><div class="inner"><p>p</p></div></div>');
		expect(clickedElement(pick(root, '.outer'), TAGS)).toBeNull();
		expect(clickedElement(pick(root, '.inner'), TAGS)).toBeNull();
		expect(clickedElement(pick(root, 'p'), TAGS)).toBeNull();
	});

	it('counts spans and images themselves, and links, buttons and fields', () => {
		const root = mount(
			'<p><span>s</span><img alt="i"></p><a href="/x"><em>e</em></a><button><i>b</i></button><input>',
		);
		for (const selector of ['span', 'img', 'input']) {
			expect(clickedElement(pick(root, selector), TAGS)).toBe(pick(root, selector));
		}
		expect(clickedElement(pick(root, 'a em'), TAGS)).toBe(pick(root, 'a'));
		expect(clickedElement(pick(root, 'button i'), TAGS)).toBe(pick(root, 'button'));
	});

	it('counts an element marked data-sensors-click for clicks inside it', () => {
		const root = mount('<li data-sensors-click><p>p</p></li>');
		expect(clickedElement(pick(root, 'p'), TAGS)).toBe(pick(root, 'li'));
	});

	it('counts no div, span or image when the settings leave them out', () => {
		const root = mount('<div class="plain">text</div><span>s</span>');
		expect(clickedElement(pick(root, '.plain'), {})).toBeNull();
		expect(clickedElement(pick(root, 'span'), {})).toBeNull();
	});
});

describe('what a $WebClick says', () => {
	it('names the element, its content, selector and path, and where the pointer was', () => {
		const root = mount('<div><p><span class="tag" name="n">  a\n  b </span></p></div>');
		expect(clickProperties(pick(root, 'span'), { pageX: 10.12345, pageY: 20 })).toEqual({
			$element_type: 'span',
			$element_name: 'n',
			$element_class_name: 'tag',
			$element_content: 'a b',
			$url: location.href,
			$url_path: location.pathname,
			$title: document.title,
			$element_selector: '#root > div:nth-of-type(1) > p:nth-of-type(1) > span:nth-of-type(1)',
			$element_path: 'section#root > div > p > span',
			$page_x: 10.123,
			$page_y: 20,
		});
	});

	it('goes up to body where no element has an id, and gives a link its target', () => {
		const root = mount('<a href="/detail-page?id=1">详情</a>');
		root.removeAttribute('id');
		root.classList.add('no-id');
		const link = pick(root, 'a');
		const index = [...document.body.children]
			.filter((it) => it.tagName === 'SECTION')
			.indexOf(root);
		expect(clickProperties(link, { pageX: 0, pageY: 0 })).toMatchObject({
			$element_target_url: '/detail-page?id=1',
			$element_content: '详情',
			$element_selector: `body > section:nth-of-type(${index + 1}) > a:nth-of-type(1)`,
			$element_path: 'body > section > a',
		});
		root.remove();
	});

	it('gives the place of a list item', () => {
		const root = mount('<ul><li><span>a</span></li><li><span>b</span></li></ul>');
		const second = pick(root, 'li:nth-child(2) span');
		expect(clickProperties(second, { pageX: 0, pageY: 0 })).toMatchObject({ $element_position: 1 });
	});

	it('reads a button input by its value and any other input as empty', () => {
		const root = mount('<input type="submit" value="提交"><input value="secret">');
		expect(clickProperties(pick(root, '[type=submit]'), { pageX: 0, pageY: 0 })).toMatchObject({
			$element_content: '提交',
		});
		expect(clickProperties(pick(root, '[value=secret]'), { pageX: 0, pageY: 0 })).toMatchObject({
			$element_content: '',
		});
	});
});
