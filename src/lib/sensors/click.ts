import { decodeUriSafely } from './decode-uri';

/**
 * Which clicks the SDK's click map ('default', `collect_tags` div/span/img) records, and what it
 * says about the element clicked ($WebClick).
 */
const ALWAYS_TAGS = ['a', 'button', 'input', 'textarea'];
/** Inline tags a collected div may hold; a click on one counts for its div. */
const STYLE_TAGS = ['mark', 'strong', 'b', 'em', 'i', 'u', 'abbr', 'ins', 'del', 's', 'sup'];
/** Ancestors of another element that count for a click inside them. */
const ANCESTOR_TAGS = ['a', 'button'];
const TRACK_ATTRIBUTE = 'data-sensors-click';
const VALID_ID = /^[A-Za-z][-A-Za-z0-9_:.]*$/;

export interface CollectTags {
	div?: boolean;
	[tag: string]: boolean | undefined;
}

const tagOf = (element: Element) => element.tagName.toLowerCase();

/** A div with no child elements, or only inline style tags holding only style tags. */
function isCollectableDiv(element: Element): boolean {
	return [...element.children].every(
		(child) => STYLE_TAGS.includes(tagOf(child)) && isCollectableDiv(child),
	);
}

function collectableParentDiv(element: Element): Element | null {
	const parent = element.parentElement;
	if (!parent || parent === element.ownerDocument.body) return null;
	if (tagOf(parent) === 'div') return isCollectableDiv(parent) ? parent : null;
	return STYLE_TAGS.includes(tagOf(parent)) ? collectableParentDiv(parent) : null;
}

/** The element a click on `target` is recorded for, or null when the click is not recorded. */
export function clickedElement(target: Element, collectTags: CollectTags): Element | null {
	const tag = tagOf(target);
	if (tag === 'body' || tag === 'html' || !target.parentElement) return null;
	if (ALWAYS_TAGS.includes(tag) || (tag !== 'div' && collectTags[tag])) return target;
	if (collectTags.div) {
		if (tag === 'div' && isCollectableDiv(target)) return target;
		if (STYLE_TAGS.includes(tag)) {
			const div = collectableParentDiv(target);
			if (div) return div;
		}
	}
	for (let element: Element | null = target; element; element = element.parentElement) {
		if (ANCESTOR_TAGS.includes(tagOf(element)) || element.hasAttribute(TRACK_ATTRIBUTE)) {
			return element;
		}
	}
	return null;
}

const validIdOf = (element: Element) => (VALID_ID.test(element.id) ? element.id : '');

/** `body > div:nth-of-type(2) > span:nth-of-type(1)`, or from the nearest element with an id. */
function elementSelector(element: Element): string {
	const parts: string[] = [];
	for (let node: Element | null = element; node; node = node.parentElement) {
		if (node === node.ownerDocument.body || !node.parentElement) break;
		const id = validIdOf(node);
		if (id) return [`#${id}`, ...parts].join(' > ');
		const sameTag = [...node.parentElement.children].filter((it) => it.tagName === node?.tagName);
		parts.unshift(`${tagOf(node)}:nth-of-type(${sameTag.indexOf(node) + 1})`);
	}
	return ['body', ...parts].join(' > ');
}

/** `body > div > span`, or from the nearest element with an id (`main#main > span`). */
function elementPath(element: Element): string {
	const parts: string[] = [];
	for (let node: Element | null = element; node?.parentNode; node = node.parentElement) {
		const id = validIdOf(node);
		if (id) {
			parts.unshift(`${tagOf(node)}#${id}`);
			break;
		}
		if (node === node.ownerDocument.body) {
			parts.unshift('body');
			break;
		}
		parts.unshift(tagOf(node));
	}
	return parts.join(' > ');
}

/** Inside a list item: the element's place among its like, or the item's place in its list. */
function elementPosition(element: Element, path: string): number | null {
	const item = element.closest('li');
	if (!item) return null;
	const alike = [...item.getElementsByTagName(element.tagName)].filter(
		(other) => elementPath(other) === path,
	);
	if (alike.length > 1) return alike.indexOf(element);
	const siblings = [...(item.parentElement?.children ?? [])];
	const sameTag = siblings.filter((sibling) => sibling.tagName === item.tagName);
	return sameTag.length === 1 ? 0 : siblings.indexOf(item);
}

function elementContent(element: Element): string {
	if (element instanceof HTMLInputElement) {
		return element.type === 'button' || element.type === 'submit' ? element.value : '';
	}
	return (element.textContent ?? '')
		.trim()
		.replace(/[\r\n]/g, ' ')
		.replace(/ +/g, ' ')
		.slice(0, 255);
}

/** The properties of a $WebClick on `element`. */
export function clickProperties(
	element: Element,
	pointer: { pageX: number; pageY: number },
): Record<string, unknown> {
	const doc = element.ownerDocument;
	const path = elementPath(element);
	const position = elementPosition(element, path);
	const attributes = { $element_name: 'name', $element_id: 'id' } as const;
	const properties: Record<string, unknown> = { $element_type: tagOf(element) };
	for (const [key, name] of Object.entries(attributes)) {
		const value = element.getAttribute(name);
		if (value !== null) properties[key] = value;
	}
	if (typeof element.className === 'string') properties.$element_class_name = element.className;
	const href = element.getAttribute('href');
	if (href !== null) properties.$element_target_url = href;
	return {
		...properties,
		$element_content: elementContent(element),
		$url: decodeUriSafely(doc.location.href),
		$url_path: decodeUriSafely(doc.location.pathname),
		$title: doc.title,
		$element_selector: elementSelector(element),
		$element_path: path,
		...(position === null ? {} : { $element_position: position }),
		$page_x: Number(pointer.pageX.toFixed(3)),
		$page_y: Number(pointer.pageY.toFixed(3)),
	};
}
