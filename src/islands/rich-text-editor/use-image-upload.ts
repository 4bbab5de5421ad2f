import type { Editor } from '@tiptap/core';
import { COVER_RULE, type UploadRule } from '../materials/file-rules';
import { useCheckedUpload } from '../materials/use-checked-upload';

/** Pictures in the text: the types and size the upload endpoint takes for images, as for covers. */
export const TEXT_IMAGE_RULE: UploadRule = { ...COVER_RULE, label: '正文图片' };

const baseName = (name: string) => name.replace(/\.[^.]*$/, '');

/**
 * Checks a picture, uploads it through /upload/uploadFile with its progress, and puts it in the
 * text at the selection. `problem` says in Chinese why a file was refused.
 */
export function useImageUpload(editor: Editor | null) {
	const { progress, problem, upload: store } = useCheckedUpload(TEXT_IMAGE_RULE, 'cover');

	const upload = async (file: File) => {
		const result = await store(file);
		if (!result) return;
		editor
			?.chain()
			.focus()
			.setImage({
				src: result.url,
				alt: baseName(file.name),
				...(result.width && result.height ? { width: result.width, height: result.height } : {}),
			})
			.run();
	};

	return { progress, problem, upload };
}
