import { Mark } from '@tiptap/core';
import { normaliseLinkUrl } from './toolbar-commands';

/** What the server's sanitiser sets on every link (server/services/activities/sanitize.ts). */
const LINK_TARGET = '_blank';
const LINK_REL = 'ugc nofollow noopener';

declare module '@tiptap/core' {
	interface Commands<ReturnType> {
		link: {
			/** Links the selection to `href`, an http(s) address; anything else is refused. */
			setLink: (attributes: { href: string }) => ReturnType;
			unsetLink: () => ReturnType;
		};
	}
}

const isAllowed = (href: unknown) => typeof href === 'string' && normaliseLinkUrl(href) === href;

/**
 * A link to an http(s) address, opened in a new tab as the sanitiser writes it. In place of
 * `@tiptap/extension-link`, whose typed and pasted address detection brings linkifyjs (20 KB);
 * links come from the toolbar's button and from pasted `<a href>`.
 */
export const LinkMark = Mark.create({
	name: 'link',
	priority: 1000,
	keepOnSplit: false,
	exitable: true,
	// Typing at a link's end writes plain text: a full stop after it is not part of the address.
	inclusive: false,

	addAttributes() {
		return { href: { default: null } };
	},

	parseHTML() {
		return [
			{ tag: 'a[href]', getAttrs: (element) => isAllowed(element.getAttribute('href')) && null },
		];
	},

	renderHTML({ HTMLAttributes }) {
		const href = isAllowed(HTMLAttributes.href) ? HTMLAttributes.href : '';
		return ['a', { target: LINK_TARGET, rel: LINK_REL, href }, 0];
	},

	addCommands() {
		return {
			setLink:
				({ href }) =>
				({ commands }) =>
					isAllowed(href) && commands.setMark(this.name, { href }),
			unsetLink:
				() =>
				({ commands }) =>
					commands.unsetMark(this.name, { extendEmptyMarkRange: true }),
		};
	},
});
