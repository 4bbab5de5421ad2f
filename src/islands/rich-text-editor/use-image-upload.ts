import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { uploadFile } from '../../lib/api/upload';
import { checkUploadFile, type UploadRule } from '../materials/file-rules';

const MB = 1024 * 1024;

/** Pictures in the text: the types and size the upload endpoint takes for images. */
export const TEXT_IMAGE_RULE: UploadRule = {
	kind: 'image',
	label: '正文图片',
	mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
	extensions: ['jpg', 'jpeg', 'png', 'webp'],
	maxBytes: 8 * MB,
};

const baseName = (name: string) => name.replace(/\.[^.]*$/, '');

/**
 * Checks a picture, uploads it through /upload/uploadFile with its progress, and puts it in the
 * text at the selection. `problem` says in Chinese why a file was refused.
 */
export function useImageUpload(editor: Editor | null) {
	const [progress, setProgress] = useState<number | null>(null);
	const [problem, setProblem] = useState('');

	const upload = async (file: File) => {
		const check = checkUploadFile(file, [TEXT_IMAGE_RULE]);
		if (!check.ok) {
			setProblem(check.message);
			return;
		}
		setProblem('');
		setProgress(0);
		try {
			const result = await uploadFile(file, { fields: { kind: 'cover' }, onProgress: setProgress });
			editor
				?.chain()
				.focus()
				.setImage({
					src: result.url,
					alt: baseName(file.name),
					...(result.width && result.height ? { width: result.width, height: result.height } : {}),
				})
				.run();
		} catch {
			// The upload helper has shown why in a toast.
		} finally {
			setProgress(null);
		}
	};

	return { progress, problem, upload };
}
