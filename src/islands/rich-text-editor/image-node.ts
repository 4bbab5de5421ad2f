import { Node } from '@tiptap/core';
import { isOwnImageUrl } from '../../lib/validation/image-url';

interface ImageAttributes {
	src: string;
	alt?: string;
	width?: number;
	height?: number;
}

declare module '@tiptap/core' {
	interface Commands<ReturnType> {
		image: {
			/** Puts a picture at the selection. */
			setImage: (attributes: ImageAttributes) => ReturnType;
		};
	}
}

/**
 * A picture of our own (the sanitiser drops other hosts', image-url.ts), inline so that it sits in
 * a paragraph, where the server's paragraph grouping puts it. In place of `@tiptap/extension-image`,
 * whose resizable node view comes with it (3 KB gzip) and which the editor does not use.
 */
export const ImageNode = Node.create({
	name: 'image',
	inline: true,
	group: 'inline',
	draggable: true,

	addAttributes() {
		return {
			src: { default: null },
			alt: { default: null },
			width: { default: null },
			height: { default: null },
		};
	},

	parseHTML() {
		return [
			{
				tag: 'img[src]',
				getAttrs: (element) => isOwnImageUrl(element.getAttribute('src') ?? '') && null,
			},
		];
	},

	renderHTML({ HTMLAttributes }) {
		return ['img', HTMLAttributes];
	},

	addCommands() {
		return {
			setImage:
				(attributes) =>
				({ commands }) =>
					commands.insertContent({ type: this.name, attrs: attributes }),
		};
	},
});
